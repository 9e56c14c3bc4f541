import type { Lang } from "../contract/common.ts";
import type { MenuPageCategory, MenuPageDish } from "../contract/public-menu.ts";
import type { ServedHours } from "../contract/served-hours.ts";
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
        hasMenuItem: category.dishes.map((dish) => ({
          "@type": "MenuItem",
          name: dish.title,
          ...(dish.description ? { description: dish.description } : {}),
          ...(dish.imageUrl ? { image: `${options.siteUrl}${dish.imageUrl}` } : {}),
          offers: offersOf(dish, options.lang),
          ...(dish.isVeg ? { suitableForDiet: "https://schema.org/VegetarianDiet" } : {}),
        })),
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
