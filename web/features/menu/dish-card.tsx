import { drawnParts, factLines, notShown, type DishDisplay } from "@shared/dish-display.ts";
import type { MenuPageDish } from "@shared/contract/public-menu.ts";
import { useI18n, type I18n } from "~/lib/i18n/i18n";
import { ChiliIcon, LeafIcon } from "~/ui/icons";
import { DishCodes } from "./dish-codes";
import { DishImage } from "./dish-image";
import { SinglePrice, VariantPrices } from "./dish-prices";

/** Drawn by the card's layout below, or a line of its own among the dish's facts (null: none for this dish). */
type CardPart = "layout" | ((dish: MenuPageDish, i18n: I18n) => string | null);

/** How the card shows each field of a dish; tests/unit/dish-render.test.ts checks each is seen. */
const CARD = {
  title: "layout",
  description: "layout",
  priceCents: "layout",
  variants: "layout",
  volumeMl: "layout",
  imageUrl: "layout",
  imageVariants: "layout",
  isVeg: "layout",
  isSpicy: "layout",
  allergens: "layout",
  additives: "layout",
  allergensDeclared: "layout",
  soldOut: "layout",
  id: notShown("an id means nothing to a visitor"),
} as const satisfies DishDisplay<CardPart>;
const facts = drawnParts<CardPart>(CARD).filter((part) => part !== "layout");

export function DishCard({
  dish,
  headingLevel,
  eager,
}: {
  dish: MenuPageDish;
  headingLevel: 3 | 4;
  eager: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const shownFacts = [
    ...facts.map((fact) => fact(dish, i18n)).filter((fact) => fact !== null),
    ...factLines(dish, i18n.lang),
  ];
  const Title = headingLevel === 3 ? "h3" : "h4";
  return (
    <article
      data-testid="dish"
      data-sold-out={dish.soldOut || undefined}
      className={`flex h-full gap-4 rounded-3xl border border-saffron-100 p-4 shadow-sm transition duration-300 sm:gap-5 sm:p-5 ${
        dish.soldOut
          ? "bg-stone-100 [&_img]:grayscale"
          : "bg-white hover:shadow-xl motion-safe:hover:-translate-y-2.5"
      }`}
    >
      <DishImage dish={dish} eager={eager} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <Title className="inline font-display text-lg leading-snug font-semibold text-ink-900 sm:text-xl">
              {dish.title}
            </Title>
            <DishCodes dish={dish} />
          </div>
          {dish.variants.length === 0 && <SinglePrice dish={dish} />}
        </div>
        {dish.soldOut && (
          <p
            className="mt-1 self-start rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-cream-50"
            data-testid="dish-sold-out"
          >
            {t("menu.soldOut")}
          </p>
        )}
        {dish.description && (
          <p className="mt-1.5 text-sm leading-relaxed text-ink-900/75">{dish.description}</p>
        )}
        {shownFacts.length > 0 && (
          <ul className="mt-1.5 text-xs text-ink-900/70" data-testid="dish-facts">
            {shownFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        {dish.variants.length > 0 && <VariantPrices dish={dish} />}
        {!dish.allergensDeclared && (
          <p className="mt-1.5 text-xs text-ink-900/70" data-testid="dish-allergen-note">
            {t("menu.allergensOnRequest")}
          </p>
        )}
        {(dish.isVeg || dish.isSpicy) && (
          <ul className="mt-auto flex flex-wrap gap-2 pt-3">
            {dish.isVeg && (
              <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                <LeafIcon width={14} height={14} />
                {t("menu.veg")}
              </li>
            )}
            {dish.isSpicy && (
              <li className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-spice-700">
                <ChiliIcon width={14} height={14} />
                {t("menu.spicy")}
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
