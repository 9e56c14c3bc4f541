import { useId, type Ref } from "react";
import { useAdminI18n } from "../i18n/admin-i18n";
import { WEEK } from "../opening-hours/weekdays";
import { CheckboxField, FieldError, TextField } from "../ui/fields";
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
  const servedErrorId = useId();
  const toggleDay = (weekday: number, on: boolean) =>
    onChange(
      "servedWeekdays",
      on ? [...values.servedWeekdays, weekday] : values.servedWeekdays.filter((d) => d !== weekday),
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 items-start sm:grid-cols-2">
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
      </div>
      <CheckboxField
        label={t("categories.drinks")}
        checked={values.isDrinks}
        onChange={(e) => onChange("isDrinks", e.target.checked)}
      />
      <CheckboxField
        label={t("categories.served")}
        checked={values.served}
        onChange={(e) => onChange("served", e.target.checked)}
      />
      {values.served && (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-medium text-stone-800">
            {t("categories.servedLegend")}
          </legend>
          <div className="flex flex-wrap gap-x-4">
            {WEEK.map(({ weekday, name }, i) => (
              <CheckboxField
                key={weekday}
                // The first field of the group takes the focus that the form's check sends to an error.
                aria-invalid={i === 0 && errors.servedHours ? true : undefined}
                aria-describedby={i === 0 && errors.servedHours ? servedErrorId : undefined}
                label={t(name)}
                checked={values.servedWeekdays.includes(weekday)}
                onChange={(e) => toggleDay(weekday, e.target.checked)}
              />
            ))}
          </div>
          <div className="grid max-w-sm grid-cols-2 gap-4">
            <TextField
              type="time"
              label={t("categories.servedOpen")}
              value={values.servedOpen}
              onChange={(e) => onChange("servedOpen", e.target.value)}
            />
            <TextField
              type="time"
              label={t("categories.servedClose")}
              value={values.servedClose}
              onChange={(e) => onChange("servedClose", e.target.value)}
            />
          </div>
          {errors.servedHours && (
            <div role="alert">
              <FieldError id={servedErrorId}>{errors.servedHours}</FieldError>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}
