/**
 * The one translation mechanism: a catalogue of nested texts per language, read by dotted key,
 * with `{{name}}` placeholders. The site (web/lib/i18n/messages), the admin
 * (web/features/admin/i18n) and the printed menu (server/features/printed-menu) each keep their
 * catalogues beside their code, so that no bundle carries another's texts.
 */

/** Every dotted path to a text in a catalogue of nested objects. */
export type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextParams = Record<string, string | number>;

/** A text with its `{{name}}` placeholders filled in; one without a value stays as it is. */
export function fillPlaceholders(text: string, params: TextParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** The catalogue's text at a dotted key, its placeholders filled from params. */
export function translate<M extends object>(
  messages: M,
  key: Leaves<M>,
  params?: TextParams,
): string {
  let node: unknown = messages;
  for (const part of String(key).split("."))
    node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return params ? fillPlaceholders(node, params) : node;
}
