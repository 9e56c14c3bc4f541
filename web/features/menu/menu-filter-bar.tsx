import { useState } from "react";
import { ALLERGEN_CODES, ALLERGENS } from "@shared/contract/allergen-tables.ts";
import { useI18n } from "~/shared/i18n/i18n";
import { LeafIcon } from "~/shared/ui/icons";
import { useOpenedOnce } from "~/shared/ui/use-opened-once";
import { isFiltering, NO_FILTER, toggleAllergen, type MenuFilter } from "./menu-filter";

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" className={className}>
      <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Vegetarian only" and, behind a disclosure button, one checkbox per allergen: dishes that
 * declare a ticked allergen are hidden at once. A polite status line says how many remain.
 */
export function MenuFilterBar({
  filter,
  onChange,
  shown,
  total,
  toggleId,
}: {
  filter: MenuFilter;
  onChange: (filter: MenuFilter) => void;
  shown: number;
  total: number;
  /** The disclosure button's id, so the empty result's reset can hand focus back to it. */
  toggleId: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // The panel's fourteen checkboxes (about eighty elements) exist from its first opening on.
  const opened = useOpenedOnce(open);
  const panelId = `${toggleId}-panel`;
  const hiddenCount = filter.hidden.length;

  let count = "";
  if (isFiltering(filter)) count = t("menu.shownOfTotal", { shown, total });
  else if (total === 1) count = t("menu.dishCountOne");
  else if (total > 1) count = t("menu.dishCount", { count: total });

  return (
    <fieldset data-testid="menu-filter" className="min-w-0">
      <legend className="sr-only">{t("menu.filter")}</legend>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 sm:gap-x-3">
        <button
          id={toggleId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={`inline-flex items-center gap-2 rounded-full border-2 px-3 py-2 text-sm font-semibold transition-colors sm:px-4 ${
            hiddenCount > 0 ? "border-spice-700 bg-red-50 text-spice-800" : "border-spice-700/25 bg-white text-spice-800 hover:border-spice-700"
          }`}
        >
          <FunnelIcon />
          {/* Short on phones, so both filters fit one row; the name stays the full phrase. */}
          <span aria-hidden="true" className="sm:hidden">
            {t("menu.allergens")}
          </span>
          <span className="max-sm:sr-only">{t("menu.filterAllergens")}</span>
          {hiddenCount > 0 && (
            <>
              <span aria-hidden="true" className="grid min-w-5 place-items-center rounded-full bg-spice-700 px-1.5 text-xs leading-5 text-white">
                {hiddenCount}
              </span>
              <span className="sr-only"> ({t("menu.filterSelected", { count: hiddenCount })})</span>
            </>
          )}
          <ChevronIcon className={`transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-emerald-800/25 bg-white px-3 py-2 text-sm font-semibold text-emerald-900 transition-colors hover:border-emerald-800 has-checked:border-emerald-800 has-checked:bg-emerald-50 sm:px-4">
          <input
            type="checkbox"
            checked={filter.vegOnly}
            onChange={(e) => onChange({ ...filter, vegOnly: e.currentTarget.checked })}
            className="size-4 accent-emerald-800"
          />
          <LeafIcon width={16} height={16} className="max-sm:hidden" />
          {t("menu.vegOnly")}
        </label>
        <p role="status" data-testid="menu-count" className="ml-auto text-sm text-ink-900/75 tabular-nums">
          {count}
        </p>
      </div>

      <div id={panelId} hidden={!open} className="mt-4 rounded-3xl border border-saffron-100 bg-white px-3 py-4 shadow-sm sm:p-6">
        {opened && <AllergenPanel filter={filter} onChange={onChange} />}
      </div>
    </fieldset>
  );
}

/** One checkbox per allergen, the note and the reset. */
function AllergenPanel({ filter, onChange }: { filter: MenuFilter; onChange: (filter: MenuFilter) => void }) {
  const { lang, t } = useI18n();
  return (
    <>
      <fieldset>
        <legend className="px-1 font-semibold text-ink-900 sm:px-0">{t("menu.hideContaining")}</legend>
        <ul className="mt-3 grid grid-cols-1 gap-x-1 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {ALLERGEN_CODES.map((code) => (
            <li key={code} className="min-w-0">
              <label className="flex h-full cursor-pointer items-center gap-2.5 rounded-xl px-2.5 py-2 text-sm hover:bg-cream-100 has-checked:bg-red-50 has-checked:text-spice-800">
                <input
                  type="checkbox"
                  checked={filter.hidden.includes(code)}
                  onChange={(e) => onChange(toggleAllergen(filter, code, e.currentTarget.checked))}
                  className="size-4 shrink-0 accent-spice-700"
                />
                <span className="w-4 shrink-0 text-center font-bold">{code}</span>
                <span className="min-w-0 break-words">{ALLERGENS[code][lang]}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-col gap-3 border-t border-saffron-100 px-1 pt-4 sm:flex-row sm:px-0 sm:items-center sm:justify-between">
        <p className="text-sm text-ink-900/75">{t("menu.filterNote")}</p>
        <button
          type="button"
          onClick={() => onChange(NO_FILTER)}
          disabled={!isFiltering(filter)}
          className="shrink-0 self-start rounded-full px-4 py-2 text-sm font-semibold text-spice-700 underline-offset-4 hover:underline disabled:text-ink-900/50 disabled:no-underline sm:self-auto"
        >
          {t("menu.resetFilter")}
        </button>
      </div>
    </>
  );
}

function FunnelIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />
    </svg>
  );
}
