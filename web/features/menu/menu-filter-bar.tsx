import { useEffect, useRef } from "react";
import { ALLERGEN_CODES, ALLERGENS, type AllergenCode } from "@shared/contract/allergen-tables.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { LeafIcon } from "~/ui/icons";
import { InstantLink } from "~/ui/instant-link";
import { useHydrated } from "~/ui/use-hydrated";
import { isFiltering, NO_FILTER, toggleAllergen, type MenuFilter } from "./menu-filter";
import { HIDE_PARAM, MENU_CONTROLS_ID, menuHref, VEG_PARAM, withoutFilter } from "./menu-view";

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Without script the form applies only when sent, so its Apply button shows once a box differs
 * from the state the page was sent with (its `checked` attribute). Once React runs, every change
 * applies at once and the button stays hidden.
 */
const CHANGED =
  "[form:not([data-enhanced]):has(input:checked:not([checked]),input:not(:checked)[checked])_&]:inline-flex";

/** The filter the form's boxes show, ticked by the visitor or not. */
function filterInForm(form: HTMLFormElement): MenuFilter {
  const data = new FormData(form);
  return {
    vegOnly: data.get(VEG_PARAM) === "1",
    hidden: ALLERGEN_CODES.filter((code) => data.getAll(HIDE_PARAM).includes(code as AllergenCode)),
  };
}

/**
 * "Vegetarian only" and, in a disclosure, one checkbox per allergen: a GET form whose answer is
 * the menu filtered by the server (`?veg=1&hide=…`). Once React runs, every change applies at
 * once and updates the address. A polite status line says how many dishes remain.
 */
export function MenuFilterBar({
  filter,
  search,
  onChange,
  shown,
  total,
  toggleId,
}: {
  filter: MenuFilter;
  search: URLSearchParams;
  onChange: (filter: MenuFilter) => void;
  shown: number;
  total: number;
  /** The disclosure's id, so the empty result's reset can hand focus back to it. */
  toggleId: string;
}) {
  const { t } = useI18n();
  const enhanced = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const hiddenCount = filter.hidden.length;

  // Boxes ticked before React ran: their filter applies now, as a tap afterwards would.
  useEffect(() => {
    if (!formRef.current) return;
    const ticked = filterInForm(formRef.current);
    if (ticked.vegOnly !== filter.vegOnly || ticked.hidden.join() !== filter.hidden.join())
      onChange(ticked);
    // Once, when React takes over the server's form (the filter then follows the address).
  }, []);
  // What the form does not set itself (the category, the language) travels along.
  const kept = [...search.entries()].filter(([name]) => name !== VEG_PARAM && name !== HIDE_PARAM);

  let count = "";
  if (isFiltering(filter)) count = t("menu.shownOfTotal", { shown, total });
  else if (total === 1) count = t("menu.dishCountOne");
  else if (total > 1) count = t("menu.dishCount", { count: total });

  return (
    <form
      ref={formRef}
      method="get"
      action={`#${MENU_CONTROLS_ID}`}
      onSubmit={(event) => event.preventDefault()}
      data-enhanced={enhanced || undefined}
      data-testid="menu-filter"
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {/* In the first row "vegetarian only", the allergens' disclosure and the count (on phones the count takes the
          second); the disclosure's panel spans the third, after both in the order of focus too. */}
      <fieldset className="grid min-w-0 grid-cols-[auto_auto_1fr] items-center gap-x-1.5 sm:gap-x-3">
        <legend className="sr-only">{t("menu.filter")}</legend>
        <label className="col-start-1 row-start-1 inline-flex cursor-pointer items-center gap-1.5 rounded-full whitespace-nowrap border-2 border-emerald-800/25 bg-white px-3 py-2 text-sm font-semibold text-emerald-900 transition-colors hover:border-emerald-800 has-checked:border-emerald-800 has-checked:bg-emerald-50 sm:px-4">
          <input
            type="checkbox"
            name={VEG_PARAM}
            value="1"
            checked={filter.vegOnly}
            onChange={(e) => onChange({ ...filter, vegOnly: e.currentTarget.checked })}
            className="size-4 accent-emerald-800"
          />
          <LeafIcon width={16} height={16} className="max-sm:hidden" />
          {t("menu.vegOnly")}
        </label>
        <details className="group contents [&::details-content]:col-span-full [&::details-content]:row-start-3">
          <summary
            id={toggleId}
            className={`col-start-2 row-start-1 inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full border-2 px-3 py-2 text-sm font-semibold transition-colors sm:px-4 [&::-webkit-details-marker]:hidden ${
              hiddenCount > 0
                ? "border-spice-700 bg-red-50 text-spice-800"
                : "border-spice-700/25 bg-white text-spice-800 hover:border-spice-700"
            }`}
          >
            <FunnelIcon />
            {/* Short on phones, without the funnel, so both filters fit one row even in a wide system
                font (DejaVu Sans on Linux); the name stays the full phrase. */}
            <span aria-hidden="true" className="sm:hidden">
              {t("menu.allergens")}
            </span>
            <span className="max-sm:sr-only">{t("menu.filterAllergens")}</span>
            {hiddenCount > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="grid min-w-5 place-items-center rounded-full bg-spice-700 px-1.5 text-xs leading-5 text-white"
                >
                  {hiddenCount}
                </span>
                <span className="sr-only">
                  {" "}
                  ({t("menu.filterSelected", { count: hiddenCount })})
                </span>
              </>
            )}
            <ChevronIcon className="transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-4 rounded-3xl border border-saffron-100 bg-white px-3 py-4 shadow-sm sm:p-6">
            <AllergenPanel filter={filter} search={search} onChange={onChange} />
          </div>
        </details>
        <p
          role="status"
          data-testid="menu-count"
          className="col-span-full row-start-2 justify-self-end text-right text-sm max-sm:mt-3 sm:col-span-1 sm:col-start-3 sm:row-start-1 text-ink-900/75 tabular-nums"
        >
          {count}
        </p>
        <button
          type="submit"
          className={`col-span-full row-start-4 mt-4 hidden justify-self-start rounded-full bg-spice-700 px-5 py-2 text-sm font-semibold text-white hover:bg-spice-800 ${CHANGED}`}
        >
          {t("menu.applyFilter")}
        </button>
      </fieldset>
    </form>
  );
}

/** One checkbox per allergen, the note and the reset. */
function AllergenPanel({
  filter,
  search,
  onChange,
}: {
  filter: MenuFilter;
  search: URLSearchParams;
  onChange: (filter: MenuFilter) => void;
}) {
  const { lang, t } = useI18n();
  return (
    <>
      <fieldset>
        <legend className="px-1 font-semibold text-ink-900 sm:px-0">
          {t("menu.hideContaining")}
        </legend>
        <ul className="mt-3 grid grid-cols-1 gap-x-1 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {ALLERGEN_CODES.map((code) => (
            <li key={code} className="min-w-0">
              <label className="flex h-full cursor-pointer items-center gap-2.5 rounded-xl px-2.5 py-2 text-sm hover:bg-cream-100 has-checked:bg-red-50 has-checked:text-spice-800">
                <input
                  type="checkbox"
                  name={HIDE_PARAM}
                  value={code}
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
      <div className="mt-4 flex flex-col gap-3 border-t border-saffron-100 px-1 pt-4 sm:flex-row sm:items-center sm:justify-between sm:px-0">
        <p className="text-sm text-ink-900/75">{t("menu.filterNote")}</p>
        {isFiltering(filter) && (
          <ResetFilterLink
            search={search}
            onReset={() => onChange(NO_FILTER)}
            className="shrink-0 self-start rounded-full px-4 py-2 text-sm font-semibold text-spice-700 underline-offset-4 hover:underline sm:self-auto"
          />
        )}
      </div>
    </>
  );
}

/** Back to the whole category: a link to the menu without the filter's parameters. */
export function ResetFilterLink({
  search,
  onReset,
  className,
}: {
  search: URLSearchParams;
  onReset: () => void;
  className: string;
}) {
  const { t } = useI18n();
  return (
    <InstantLink href={menuHref(withoutFilter(search))} onNavigate={onReset} className={className}>
      {t("menu.resetFilter")}
    </InstantLink>
  );
}

function FunnelIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="max-sm:hidden"
    >
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />
    </svg>
  );
}
