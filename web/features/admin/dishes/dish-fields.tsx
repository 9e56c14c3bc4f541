import type { Ref } from "react";
import { DISH_FACT_KEYS } from "@shared/contract/dish-facts.ts";
import { parseEuroToCents } from "@shared/price.ts";
import { useAdminI18n, type AdminI18n } from "../i18n/admin-i18n";
import { AvailabilityFields } from "../ui/availability-fields";
import { CheckboxField, TextAreaField, TextField } from "../ui/fields";
import type { FieldErrors } from "../ui/use-schema-form";
import { DeclarationFields } from "./declaration-fields";
import type { DishFormValues } from "./dish-form-values";
import { VariantFields } from "./variant-fields";

/** Shows what a typed price becomes, so "12,5o" is caught before it is saved as €0.00. */
function priceHint({ t, price: asPrice }: AdminI18n, price: string): string {
  return price.trim() === ""
    ? t("dishes.priceHint")
    : t("dishes.savedAs", { price: asPrice(parseEuroToCents(price)) });
}

/** The dish fields shared by the create form and a row in edit mode. */
export function DishFields({
  values,
  errors,
  onChange,
  firstFieldRef,
}: {
  values: DishFormValues;
  errors: FieldErrors;
  onChange: <K extends keyof DishFormValues>(key: K, value: DishFormValues[K]) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
}) {
  const i18n = useAdminI18n();
  const { t } = i18n;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          ref={firstFieldRef}
          label={t("dishes.titleEn")}
          value={values.title.en}
          error={errors.title_en}
          onChange={(e) => onChange("title", { ...values.title, en: e.target.value })}
          autoComplete="off"
        />
        <TextField
          label={t("dishes.titleDe")}
          lang="de"
          value={values.title.de}
          error={errors.title_de}
          onChange={(e) => onChange("title", { ...values.title, de: e.target.value })}
          autoComplete="off"
        />
        <TextAreaField
          label={t("dishes.descriptionEn")}
          value={values.description.en}
          error={errors.description_en}
          onChange={(e) => onChange("description", { ...values.description, en: e.target.value })}
        />
        <TextAreaField
          label={t("dishes.descriptionDe")}
          lang="de"
          value={values.description.de}
          error={errors.description_de}
          onChange={(e) => onChange("description", { ...values.description, de: e.target.value })}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[16rem_10rem]">
        {values.variants.length === 0 ? (
          <TextField
            label={t("dishes.price")}
            inputMode="decimal"
            placeholder="12,50"
            value={values.price}
            error={errors.priceCents}
            hint={priceHint(i18n, values.price)}
            onChange={(e) => onChange("price", e.target.value)}
            autoComplete="off"
          />
        ) : (
          <p className="text-sm text-stone-700 sm:self-center">{t("dishes.pricedBySize")}</p>
        )}
        {values.variants.length === 0 && (
          <TextField
            label={t("dishes.quantity")}
            inputMode="numeric"
            placeholder="330"
            value={values.volume}
            error={errors.volumeMl}
            hint={t("dishes.quantityHint")}
            onChange={(e) => onChange("volume", e.target.value)}
            autoComplete="off"
          />
        )}
      </div>
      {DISH_FACT_KEYS.length > 0 && (
        <div className="grid items-start gap-4 sm:grid-cols-[16rem_16rem]">
          {DISH_FACT_KEYS.map((key) => (
            <TextField
              key={key}
              label={t(`dishFacts.${key}.label`)}
              inputMode="numeric"
              value={values[key]}
              error={errors[key]}
              onChange={(e) => onChange(key, e.target.value as DishFormValues[typeof key])}
              autoComplete="off"
            />
          ))}
        </div>
      )}
      <VariantFields
        variants={values.variants}
        error={errors.variants}
        onChange={(next) => onChange("variants", next)}
      />
      <AvailabilityFields
        values={values}
        errors={errors}
        hint={t("availability.hintDish")}
        onChange={onChange}
      />
      <fieldset className="flex flex-wrap gap-x-6">
        <legend className="sr-only">{t("dishes.tags")}</legend>
        <CheckboxField
          label={t("dishes.veg")}
          checked={values.isVeg}
          onChange={(e) => onChange("isVeg", e.target.checked)}
        />
        <CheckboxField
          label={t("dishes.spicy")}
          checked={values.isSpicy}
          onChange={(e) => onChange("isSpicy", e.target.checked)}
        />
      </fieldset>
      <CheckboxField
        label={t("dishes.allergensChecked")}
        checked={values.allergensDeclared || values.allergens.length > 0}
        disabled={values.allergens.length > 0}
        onChange={(e) => onChange("allergensDeclared", e.target.checked)}
      />
      <DeclarationFields
        allergens={values.allergens}
        additives={values.additives}
        onAllergens={(next) => onChange("allergens", next)}
        onAdditives={(next) => onChange("additives", next)}
      />
    </div>
  );
}
