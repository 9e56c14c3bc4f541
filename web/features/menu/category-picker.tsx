import type { MenuPageCategory } from "@shared/contract/public-menu.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { InstantLink } from "~/ui/instant-link";
import { menuHref, withCategory } from "./menu-view";

/**
 * The categories, as links to the menu with that category chosen (`?category=`): they work from
 * the server's HTML and can be shared; once React runs, `onSelect` switches in place. On phones
 * they form a swipe row showing 2.5 entries (native scroll snapping: no dots, no endless loop, no
 * script); from md up they wrap into rows.
 */
export function CategoryPicker({
  categories,
  selectedId,
  search,
  onSelect,
}: {
  categories: readonly MenuPageCategory[];
  selectedId: string | undefined;
  search: URLSearchParams;
  onSelect: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <nav
      aria-label={t("menu.categories")}
      data-testid="category-carousel"
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:flex-wrap md:justify-center md:overflow-visible md:px-0"
    >
      {categories.map((category) => {
        const selected = category.id === selectedId;
        return (
          <InstantLink
            key={category.id}
            href={menuHref(withCategory(search, category.id))}
            onNavigate={() => onSelect(category.id)}
            aria-current={selected ? "true" : undefined}
            className={`flex shrink-0 basis-[calc((100%-1.5rem)/2.5)] snap-start items-center justify-center rounded-2xl border-2 px-3 py-2.5 text-center text-sm leading-tight font-semibold transition-colors md:basis-auto md:rounded-full md:px-6 ${
              selected
                ? "border-spice-700 bg-spice-700 text-white"
                : "border-spice-700/25 bg-white text-spice-800 hover:border-spice-700"
            }`}
          >
            {category.name}
          </InstantLink>
        );
      })}
    </nav>
  );
}
