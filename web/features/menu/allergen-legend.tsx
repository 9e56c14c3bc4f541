import {
  ADDITIVE_NUMBERS,
  ADDITIVES,
  ALLERGEN_CODES,
  ALLERGENS,
} from "@shared/contract/allergen-tables.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { ChevronIcon } from "./menu-filter-bar";

/**
 * What the letters and numbers after the dishes mean (LMIV allergens, LMZDV additives), in the
 * active language. A closed <details> by default: one line under the dishes, no script needed.
 */
export function AllergenLegend({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { lang, t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const list = (entries: readonly (readonly [string | number, string])[]) => (
    <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm min-[420px]:grid-cols-2">
      {entries.map(([code, name]) => (
        <div key={code} className="flex gap-3">
          <dt className="w-5 shrink-0 text-right font-bold text-spice-800">{code}</dt>
          <dd>{name}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <details
      data-testid="allergen-legend"
      className="group rounded-3xl border border-saffron-100 bg-white/70"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-3xl px-5 py-4 font-semibold text-spice-800 sm:px-6 [&::-webkit-details-marker]:hidden">
        {t("menu.legend")}
        <ChevronIcon className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-8 px-5 pb-6 sm:px-6 lg:grid-cols-2">
        <section>
          <Heading className="font-display text-lg font-semibold text-ink-900">
            {t("menu.allergens")}
          </Heading>
          {list(ALLERGEN_CODES.map((code) => [code, ALLERGENS[code][lang]] as const))}
        </section>
        <section>
          <Heading className="font-display text-lg font-semibold text-ink-900">
            {t("menu.additives")}
          </Heading>
          {list(ADDITIVE_NUMBERS.map((n) => [n, ADDITIVES[n][lang]] as const))}
        </section>
        <p className="text-sm text-ink-900/75 lg:col-span-2">{t("menu.legendNote")}</p>
      </div>
    </details>
  );
}
