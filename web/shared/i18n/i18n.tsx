import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { de } from "./messages/de";
import { en } from "./messages/en";

export type Messages = typeof de;

/** Every dotted path to a text in a catalogue of nested objects. */
export type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, as a dotted path into the catalogue: `t("nav.home")`. */
export type MessageKey = Leaves<Messages>;

export interface I18n {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

const catalogues = { de, en } satisfies Record<Lang, Messages>;
const I18nContext = createContext<I18n | null>(null);

/**
 * The catalogue's text at a dotted key, with `{{name}}` placeholders filled from params. Any
 * catalogue of the same kind works: the admin keeps its texts in catalogues of its own.
 */
export function translate<M extends object = Messages>(messages: M, key: Leaves<M>, params?: Record<string, string | number>): string {
  let node: unknown = messages;
  for (const part of String(key).split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return params ? node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder)) : node;
}

export function createI18n(lang: Lang): I18n {
  const messages = catalogues[lang];
  return { lang, t: (key, params) => translate(messages, key, params) };
}

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => createI18n(lang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider above it");
  return value;
}
