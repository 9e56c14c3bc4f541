import type { Lang } from "../contract/common.ts";
import type { MenuPageCategory, MenuPageDish } from "../contract/public-menu.ts";
import type { ServedHours } from "../contract/served-hours.ts";
import { drawnParts, factsJsonLd, notShown, shownWith, type DishDisplay } from "../dish-display.ts";
import { formatVolume } from "../volume.ts";

const euros = (cents: number) => (cents / 100).toFixed(2);

/** One offer per size, named by its label and quantity ("Small, 0,3 l"); a single price is one offer. */
function offersOf(dish: MenuPageDish, lang: Lang) {
  if (dish.variants.length === 0)
    return {
      "@type": "Offer",
      price: euros(dish.priceCents),
      priceCurrency: "EUR",
    };
  return dish.variants.map((variant) => ({
    "@type": "Offer",
    name:
      variant.volumeMl === null
        ? variant.label
        : `${variant.label}, ${formatVolume(variant.volumeMl, lang)}`,
    price: euros(variant.priceCents),
    priceCurrency: "EUR",
  }));
}

type MenuItemPart = (dish: MenuPageDish, page: { siteUrl: string; lang: Lang }) => object;

/** What a MenuItem says of each field of a dish, in the item's order. */
const MENU_ITEM = {
  title: (dish) => ({ name: dish.title }),
  description: (dish) => (dish.description ? { description: dish.description } : {}),
  imageUrl: (dish, page) => (dish.imageUrl ? { image: `${page.siteUrl}${dish.imageUrl}` } : {}),
  priceCents: (dish, page) => ({ offers: offersOf(dish, page.lang) }),
  isVeg: (dish) => (dish.isVeg ? { suitableForDiet: "https://schema.org/VegetarianDiet" } : {}),
  variants: shownWith("priceCents"),
  volumeMl: shownWith("priceCents"),
  id: notShown("the page's address names the menu, not a dish"),
  imageVariants: notShown("one image is enough for a search engine"),
  isSpicy: notShown("schema.org has no word for it"),
  allergens: notShown("schema.org has no allergen list; the page shows the codes"),
  additives: notShown("schema.org has no additive list; the page shows the numbers"),
  allergensDeclared: notShown("a note for guests, not a fact about the dish"),
  soldOut: notShown("today's mark; a search engine keeps what it reads for weeks"),
} as const satisfies DishDisplay<MenuItemPart>;
const menuItemParts = drawnParts<MenuItemPart>(MENU_ITEM);

const DAY_OF_WEEK = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
].map((day) => `https://schema.org/${day}`);

/** A section served at its own hours: schema.org's hoursAvailable, one specification for its weekdays. */
const hoursAvailable = (hours: ServedHours) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: hours.weekdays.map((d) => DAY_OF_WEEK[d]),
  opens: hours.open,
  closes: hours.close,
});

/** The menu as schema.org Menu → MenuSection → MenuItem, every dish with its price (or each size's) in EUR. */
export function menuJsonLd(options: {
  siteUrl: string;
  name: string;
  categories: readonly MenuPageCategory[];
  lang: Lang;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: options.name,
    url: `${options.siteUrl}/menu`,
    inLanguage: options.lang,
    hasMenuSection: options.categories
      .filter((c) => c.dishes.length > 0)
      .map((category) => ({
        "@type": "MenuSection",
        name: category.name,
        ...(category.servedHours ? { hoursAvailable: hoursAvailable(category.servedHours) } : {}),
        hasMenuItem: category.dishes.map((dish) =>
          Object.assign(
            { "@type": "MenuItem" },
            ...menuItemParts.map((part) => part(dish, options)),
            ...factsJsonLd(dish),
          ),
        ),
      })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so a dish name can never
 * close the script element.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
