import type { Ref } from "react";
import { CheckboxField, TextField } from "../ui/fields";
import type { FieldErrors } from "../ui/use-schema-form";
import type { CategoryFormValues } from "./category-form-values";

export const CATEGORY_NAME_HINT = "English name is required, German optional, English is the fallback.";

/** The fields of the create form and of a row in edit mode. */
export function CategoryFields({
  values,
  errors,
  onChange,
  firstFieldRef,
  showHint = false,
}: {
  values: CategoryFormValues;
  errors: FieldErrors;
  onChange: <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
  showHint?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 items-start sm:grid-cols-[1fr_1fr_8rem]">
        <TextField
          ref={firstFieldRef}
          label="English name"
          hint={showHint ? CATEGORY_NAME_HINT : undefined}
          value={values.name_en}
          error={errors.name_en}
          onChange={(e) => onChange("name_en", e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="German name"
          lang="de"
          value={values.name_de}
          error={errors.name_de}
          onChange={(e) => onChange("name_de", e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          step={1}
          placeholder="0"
          value={values.position}
          error={errors.position}
          onChange={(e) => onChange("position", e.target.value)}
        />
      </div>
      <CheckboxField
        label="Drinks category (each drink must state its quantity, e.g. 0,3 l)"
        checked={values.isDrinks}
        onChange={(e) => onChange("isDrinks", e.target.checked)}
      />
    </div>
  );
}
