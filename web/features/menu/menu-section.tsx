import { Suspense, useId } from "react";
import type { MenuPageCategory } from "@shared/contract/public-menu.ts";
import { formatServedHours } from "@shared/served-hours.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { ClockIcon } from "~/ui/icons";
import { useViewState } from "~/lib/routing/use-view-state";
import { SectionHeading } from "~/ui/section-heading";
import { AllergenLegend } from "./allergen-legend";
import { CategoryPicker } from "./category-picker";
import { DishCard } from "./dish-card";
import { filterDishes, NO_FILTER } from "./menu-filter";
import { MenuFilterBar, ResetFilterLink } from "./menu-filter-bar";
import { categoryOf, filterOf, MENU_CONTROLS_ID, withCategory, withFilter } from "./menu-view";

/**
 * The menu by category: the home page's third section and the whole /menu page. The address
 * says which category is shown (the first by default) and what the filter (vegetarian only,
 * allergens to leave out) hides, so the server renders the choice and links and forms work
 * without script; once React runs, a choice applies at once and replaces the address.
 */
export function MenuSection({
  categories,
  level,
}: {
  categories: readonly MenuPageCategory[];
  level: 1 | 2;
}) {
  const { lang, t } = useI18n();
  const filterToggleId = useId();
  const [search, show] = useViewState();
  const selected = categories.find((c) => c.id === categoryOf(search)) ?? categories[0];
  const filter = filterOf(search);
  const dishes = selected ? filterDishes(selected.dishes, filter) : [];
  const CategoryTitle = level === 1 ? "h2" : "h3";
  // On /menu the first dishes are visible at once; on the home page the section is far below.
  // The others are laid out only near the viewport, standing in at about a card's height.
  const eagerCount = level === 1 ? 2 : 0;

  return (
    <section
      id="menu"
      aria-labelledby="menu-title"
      className={`scroll-mt-16 bg-cream-100 md:scroll-mt-20 ${level === 1 ? "pt-28 pb-20 md:pt-36 md:pb-28" : "below-fold py-20 md:py-28"}`}
    >
      <div className="mx-auto max-w-6xl px-4 lg:px-8">
        <SectionHeading level={level} id="menu-title" kicker={t("menu.kicker")}>
          {t("menu.title")}
        </SectionHeading>
        <p className="mx-auto mt-5 max-w-2xl text-center text-ink-900/80">{t("menu.intro")}</p>

        {/* Controls and dishes are Suspense boundaries: React hydrates them apart, a tapped one first. */}
        <Suspense>
          <div id={MENU_CONTROLS_ID} className="mt-10 scroll-mt-20 md:scroll-mt-24">
            <CategoryPicker
              categories={categories}
              selectedId={selected?.id}
              search={search}
              onSelect={(id) => show(withCategory(search, id))}
            />
            <div className="mt-6">
              <MenuFilterBar
                filter={filter}
                search={search}
                onChange={(next) => show(withFilter(search, next))}
                shown={dishes.length}
                total={selected?.dishes.length ?? 0}
                toggleId={filterToggleId}
              />
            </div>
          </div>
        </Suspense>

        <Suspense>
          <div className="mt-8">
            {selected && (
              <CategoryTitle className="sr-only" data-testid="selected-category">
                {selected.name}
              </CategoryTitle>
            )}
            {/* Beside the name the picker shows as chosen: when this part of the menu is served. */}
            {selected?.servedHours && (
              <p
                data-testid="category-served-hours"
                className="mb-6 flex items-center gap-2 font-semibold text-spice-800"
              >
                <ClockIcon className="shrink-0 text-saffron-600" />
                <span>
                  {t("menu.servedHours", {
                    category: selected.name,
                    hours: formatServedHours(selected.servedHours, lang),
                  })}
                </span>
              </p>
            )}
            {dishes.length > 0 ? (
              <ul className="grid gap-5 md:grid-cols-2 md:gap-6">
                {dishes.map((dish, i) => (
                  <li
                    key={dish.id}
                    className={
                      i < eagerCount
                        ? undefined
                        : "below-fold [contain-intrinsic-block-size:auto_14rem]"
                    }
                  >
                    <DishCard
                      dish={dish}
                      headingLevel={level === 1 ? 3 : 4}
                      eager={i < eagerCount}
                    />
                  </li>
                ))}
              </ul>
            ) : selected && selected.dishes.length > 0 ? (
              <div
                data-testid="menu-no-match"
                className="flex flex-col items-center gap-4 rounded-3xl bg-white/70 px-6 py-12 text-center"
              >
                <p className="text-lg text-ink-900/75">{t("menu.noMatch")}</p>
                <ResetFilterLink
                  search={search}
                  onReset={() => {
                    show(withFilter(search, NO_FILTER));
                    // This link goes away with the empty result: keep focus in the filter.
                    document.getElementById(filterToggleId)?.focus();
                  }}
                  className="rounded-full border-2 border-spice-700 px-5 py-2 text-sm font-semibold text-spice-700 hover:bg-spice-700 hover:text-white"
                />
              </div>
            ) : (
              <p className="rounded-3xl bg-white/70 px-6 py-12 text-center text-lg text-ink-900/75">
                {t("menu.empty")}
              </p>
            )}
          </div>
        </Suspense>

        <p className="mt-6 text-center text-sm text-ink-900/75">{t("menu.vatNote")}</p>

        <div className="mt-10">
          <AllergenLegend headingLevel={level === 1 ? 2 : 3} />
        </div>
      </div>
    </section>
  );
}
