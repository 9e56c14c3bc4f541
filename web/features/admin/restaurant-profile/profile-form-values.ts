import type { ProfileGroup, ProfileGroups } from "@shared/contract/restaurant-profile.ts";

/**
 * A group's form values: every field as the text of its input, a bilingual field as `field.de`
 * and `field.en`. Made from the stored values and turned back into the group's input, so the
 * form lists exactly the fields the schema has.
 */
export type ProfileFormValues = Record<string, string>;

type Value = string | number | null | { de: string; en: string };

export function toFormValues<G extends ProfileGroup>(values: ProfileGroups[G]): ProfileFormValues {
  const form: ProfileFormValues = {};
  for (const [field, value] of Object.entries(values as Record<string, Value>)) {
    if (value !== null && typeof value === "object") {
      form[`${field}.de`] = value.de;
      form[`${field}.en`] = value.en;
    } else form[field] = value === null ? "" : String(value);
  }
  return form;
}

/** Back to the group's input; a coordinate is a number, or null while empty. */
export function toGroupInput<G extends ProfileGroup>(
  stored: ProfileGroups[G],
  form: ProfileFormValues,
): unknown {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(stored as Record<string, Value>)) {
    if (value !== null && typeof value === "object")
      input[field] = { de: form[`${field}.de`] ?? "", en: form[`${field}.en`] ?? "" };
    else if (field === "latitude" || field === "longitude") {
      const text = (form[field] ?? "").trim().replace(",", ".");
      input[field] = text === "" ? null : Number(text);
    } else input[field] = form[field] ?? "";
  }
  return input;
}

/** The fields of a group in the schema's order, each bilingual or not. */
export const fieldsOf = <G extends ProfileGroup>(values: ProfileGroups[G]) =>
  Object.entries(values as Record<string, Value>).map(([field, value]) => ({
    field,
    bilingual: value !== null && typeof value === "object",
  }));
