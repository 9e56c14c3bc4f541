import { useState } from "react";
import { flushSync } from "react-dom";
import type { z } from "zod";
import { useAdminI18n } from "../i18n/admin-i18n";

/** The first message per field of the payload, keyed by the payload's field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Where an issue is shown: at the field its path starts with, an issue on the whole object (no
 * field in its path) at `rootField`, unless `fieldOf` names another place for it.
 */
export interface IssuePlacement<V> {
  rootField: string;
  fieldOf?: (issue: z.core.$ZodIssue, values: V) => string | undefined;
}

/**
 * The schema's verdict on the form's values: the parsed payload, or the first message per field
 * (a code with its values, as the schemas give them; the form shows them in its language).
 */
export function checkForm<V, S extends z.ZodType>(
  schema: S,
  values: V,
  toInput: (values: V) => unknown,
  { rootField, fieldOf }: IssuePlacement<V>,
): { data: z.output<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(toInput(values));
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const first = issue.path[0];
    const key = fieldOf?.(issue, values) ?? (typeof first === "string" ? first : rootField);
    errors[key] ??= issue.message;
  }
  return { errors };
}

/**
 * Form state checked against the contract schema the server also uses (with the form's own
 * rules beside it, where it has any), so the form shows exactly the server's rules before
 * anything is sent. Each message is a code, shown in the admin's language at its field
 * (IssuePlacement; e.g. "at least one name", an issue on the whole object, at `rootField`).
 */
export function useSchemaForm<V extends object, S extends z.ZodType>(
  options: {
    schema: S;
    initial: V | (() => V);
    toInput: (values: V) => unknown;
  } & IssuePlacement<V>,
) {
  const { schema, initial, toInput } = options;
  const { issueText } = useAdminI18n();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  /** A change of several fields at once, or one made from the current values. */
  function update(change: Partial<V> | ((current: V) => V)) {
    setValues((current) =>
      typeof change === "function" ? change(current) : { ...current, ...change },
    );
  }

  /**
   * The parsed payload, or null after showing the errors and focusing the first invalid
   * field inside `scope` (every field with an error carries aria-invalid). `report` hands
   * the errors to fields that live outside this form, in the same render.
   */
  function validate(
    scope: HTMLElement | null,
    report?: (errors: FieldErrors) => void,
  ): z.output<S> | null {
    const result = checkForm(schema, values, toInput, options);
    const next: FieldErrors =
      "errors" in result
        ? Object.fromEntries(
            Object.entries(result.errors).map(([field, code]) => [field, code && issueText(code)]),
          )
        : {};
    // Rendered synchronously, so focus lands on a field that already announces its error.
    flushSync(() => {
      setErrors(next);
      report?.(next);
    });
    if ("data" in result) return result.data;
    scope?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return null;
  }

  /** Shows messages that came from elsewhere (e.g. the server's answer), already in the admin's language. */
  function showErrors(next: FieldErrors) {
    setErrors(next);
  }

  function reset(to?: V) {
    setValues(to ?? (typeof initial === "function" ? initial() : initial));
    setErrors({});
  }

  return { values, set, update, errors, validate, showErrors, reset };
}
