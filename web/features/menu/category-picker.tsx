import type { MenuPageCategory } from "@shared/contract/public-menu.ts";
import { useI18n } from "~/shared/i18n/i18n";

/**
 * The category buttons. On phones they form a swipe row showing 2.5 buttons (native scroll
 * snapping: no dots, no endless loop, no script); from md up they wrap into rows.
 */
export function CategoryPicker({
  categories,
  selectedId,
  onSelect,
}: {
  categories: readonly MenuPageCategory[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div
      role="group"
      aria-label={t("menu.categories")}
      data-testid="category-carousel"
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:flex-wrap md:justify-center md:overflow-visible md:px-0"
    >
      {categories.map((category) => {
        const selected = category._id === selectedId;
        return (
          <button
            key={category._id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(category._id)}
            className={`shrink-0 basis-[calc((100%-1.5rem)/2.5)] snap-start rounded-2xl border-2 px-3 py-2.5 text-sm leading-tight md:rounded-full font-semibold transition-colors md:basis-auto md:px-6 ${
              selected ? "border-spice-700 bg-spice-700 text-white" : "border-spice-700/25 bg-white text-spice-800 hover:border-spice-700"
            }`}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}
