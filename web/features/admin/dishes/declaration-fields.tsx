import { useId, type ReactNode } from "react";
import {
  ADDITIVE_NUMBERS,
  ADDITIVES,
  ALLERGEN_CODES,
  ALLERGENS,
  type AdditiveNumber,
  type AllergenCode,
} from "@shared/contract/allergens.ts";
import type { Lang } from "@shared/contract/common.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { toggleAdditive, toggleAllergen } from "./dish-form-values";

/** "A – Glutenhaltiges Getreide": the code as printed on the menu, then what it stands for, in the admin's language. */
export const allergenLabel = (code: AllergenCode, lang: Lang) =>
  `${code} – ${ALLERGENS[code][lang]}`;
export const additiveLabel = (number: AdditiveNumber, lang: Lang) =>
  `${number} – ${ADDITIVES[number][lang]}`;

function CodeBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm sm:gap-2.5 sm:px-2 text-stone-800 hover:bg-stone-50 has-[:checked]:bg-saffron-50">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-saffron-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0 leading-snug">{label}</span>
    </label>
  );
}

function CodeGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="min-w-0 rounded-lg border border-stone-200 p-2 sm:p-3"
    >
      <legend className="px-1 text-sm font-medium text-stone-800">{legend}</legend>
      <p id={`${id}-hint`} className="px-1 text-xs text-stone-600">
        {hint}
      </p>
      <div className="mt-1 grid grid-cols-2 gap-x-1 sm:gap-x-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** The allergens (EU 1169/2011) and additives a dish declares, as checkboxes in legend order. */
export function DeclarationFields({
  allergens,
  additives,
  onAllergens,
  onAdditives,
}: {
  allergens: AllergenCode[];
  additives: AdditiveNumber[];
  onAllergens: (next: AllergenCode[]) => void;
  onAdditives: (next: AdditiveNumber[]) => void;
}) {
  const { lang, t } = useAdminI18n();
  return (
    <div className="flex flex-col gap-3">
      <CodeGroup legend={t("declarations.allergens")} hint={t("declarations.allergensHint")}>
        {ALLERGEN_CODES.map((code) => (
          <CodeBox
            key={code}
            label={allergenLabel(code, lang)}
            checked={allergens.includes(code)}
            onChange={(on) => onAllergens(toggleAllergen(allergens, code, on))}
          />
        ))}
      </CodeGroup>
      <CodeGroup legend={t("declarations.additives")} hint={t("declarations.additivesHint")}>
        {ADDITIVE_NUMBERS.map((number) => (
          <CodeBox
            key={number}
            label={additiveLabel(number, lang)}
            checked={additives.includes(number)}
            onChange={(on) => onAdditives(toggleAdditive(additives, number, on))}
          />
        ))}
      </CodeGroup>
    </div>
  );
}
