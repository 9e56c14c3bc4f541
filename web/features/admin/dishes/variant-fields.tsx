import { useId } from "react";
import { VARIANTS_MAX, VARIANTS_MIN } from "@shared/contract/dish-variant.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { FieldError, TextField } from "../ui/fields";
import { emptyVariant, moveVariant, type VariantFormValues } from "./dish-form-values";

/**
 * Sizes or portions with their own prices (0,3 l and 0,5 l; half and whole). A dish has one
 * price or 2 to 6 sizes, so the first "Add size" adds two rows.
 */
export function VariantFields({
  variants,
  error,
  onChange,
}: {
  variants: VariantFormValues[];
  error?: string;
  onChange: (next: VariantFormValues[]) => void;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const set = (index: number, patch: Partial<VariantFormValues>) =>
    onChange(variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const add = () =>
    onChange(
      variants.length === 0
        ? Array.from({ length: VARIANTS_MIN }, () => ({ ...emptyVariant }))
        : [...variants, { ...emptyVariant }],
    );
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="min-w-0 rounded-lg border border-stone-200 p-2 sm:p-3"
      data-testid="variant-fields"
    >
      <legend className="px-1 text-sm font-medium text-stone-800">{t("variants.legend")}</legend>
      <p id={`${id}-hint`} className="px-1 text-sm text-stone-600">
        {variants.length === 0
          ? t("variants.hintNone", { min: VARIANTS_MIN, max: VARIANTS_MAX })
          : t("variants.hintSome")}
      </p>
      {error && <FieldError>{error}</FieldError>}
      <ol className="mt-2 flex flex-col gap-3">
        {variants.map((variant, index) => {
          const name =
            variant.label.en ||
            variant.label.de ||
            t("variants.fallbackName", { number: index + 1 });
          return (
            <li
              key={index}
              className="grid items-end gap-2 rounded-md bg-stone-50 p-2 sm:grid-cols-[1fr_1fr_7rem_7rem_auto]"
              aria-label={t("variants.size", { number: index + 1 })}
            >
              <TextField
                label={t("variants.labelEn", { number: index + 1 })}
                value={variant.label.en}
                onChange={(e) => set(index, { label: { ...variant.label, en: e.target.value } })}
                autoComplete="off"
                placeholder={t("variants.placeholderEn")}
              />
              <TextField
                label={t("variants.labelDe")}
                lang="de"
                value={variant.label.de}
                onChange={(e) => set(index, { label: { ...variant.label, de: e.target.value } })}
                autoComplete="off"
                placeholder={t("variants.placeholderDe")}
              />
              <TextField
                label={t("variants.price")}
                inputMode="decimal"
                placeholder="4,50"
                value={variant.price}
                onChange={(e) => set(index, { price: e.target.value })}
                autoComplete="off"
              />
              <TextField
                label={t("variants.quantity")}
                inputMode="numeric"
                placeholder="300"
                value={variant.volume}
                onChange={(e) => set(index, { volume: e.target.value })}
                autoComplete="off"
              />
              <div className="flex gap-1">
                <Button
                  onClick={() => onChange(moveVariant(variants, index, -1))}
                  disabled={index === 0}
                  className="px-3"
                  aria-label={t("variants.moveUp", { name })}
                >
                  ↑
                </Button>
                <Button
                  onClick={() => onChange(moveVariant(variants, index, 1))}
                  disabled={index === variants.length - 1}
                  className="px-3"
                  aria-label={t("variants.moveDown", { name })}
                >
                  ↓
                </Button>
                <Button
                  variant="danger"
                  onClick={() => onChange(variants.filter((_, i) => i !== index))}
                  className="px-3"
                >
                  {t("variants.remove")}
                  <span className="sr-only"> {name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {variants.length < VARIANTS_MAX && (
        <Button onClick={add} className="mt-2">
          {variants.length === 0 ? t("variants.addFirst") : t("variants.add")}
        </Button>
      )}
    </fieldset>
  );
}
