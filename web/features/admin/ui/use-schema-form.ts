import { useState } from "react";
import { flushSync } from "react-dom";
import type { z } from "zod";
import { useAdminI18n } from "../i18n/admin-i18n";

/** The first message per field of the payload, keyed by the payload's field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Form state checked against the contract schema the server also uses, so the form shows
 * exactly the server's rules and messages (in the admin's language) before anything is sent. An issue on the whole
 * object (e.g. "at least one name") is shown at `rootField`.
 */
export function useSchemaForm<V extends object, S extends z.ZodType>(options: {
  schema: S;
  initial: V;
  toInput: (values: V) => unknown;
  rootField: string;
}) {
  const { schema, initial, toInput, rootField } = options;
  const { checkText } = useAdminI18n();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
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
    const result = schema.safeParse(toInput(values));
    const next: FieldErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = typeof issue.path[0] === "string" ? issue.path[0] : rootField;
        next[key] ??= checkText(issue.message);
      }
    }
    // Rendered synchronously, so focus lands on a field that already announces its error.
    flushSync(() => {
      setErrors(next);
      report?.(next);
    });
    if (result.success) return result.data;
    scope?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return null;
  }

  function reset(to: V = initial) {
    setValues(to);
    setErrors({});
  }

  return { values, set, errors, validate, reset };
}
