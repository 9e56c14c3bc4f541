import type { Ref } from "react";
import { useAdminI18n } from "../i18n/admin-i18n";
import { CheckboxField, TextField } from "../ui/fields";
import type { FieldErrors } from "../ui/use-schema-form";
import type { CategoryFormValues } from "./category-form-values";

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
  const { t } = useAdminI18n();
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 items-start sm:grid-cols-[1fr_1fr_8rem]">
        <TextField
          ref={firstFieldRef}
          label={t("categories.nameEn")}
          hint={showHint ? t("categories.nameHint") : undefined}
          value={values.name_en}
          error={errors.name_en}
          onChange={(e) => onChange("name_en", e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t("categories.nameDe")}
          lang="de"
          value={values.name_de}
          error={errors.name_de}
          onChange={(e) => onChange("name_de", e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t("common.position")}
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
        label={t("categories.drinks")}
        checked={values.isDrinks}
        onChange={(e) => onChange("isDrinks", e.target.checked)}
      />
    </div>
  );
}
