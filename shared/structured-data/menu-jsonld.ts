import type { MenuPageCategory } from "../contract/public-menu.ts";

/** The menu as schema.org Menu → MenuSection → MenuItem, every dish with its price in EUR. */
export function menuJsonLd(options: { siteUrl: string; name: string; categories: readonly MenuPageCategory[]; lang: string }) {
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
        hasMenuItem: category.dishes.map((dish) => ({
          "@type": "MenuItem",
          name: dish.title,
          ...(dish.description ? { description: dish.description } : {}),
          ...(dish.imageUrl ? { image: `${options.siteUrl}${dish.imageUrl}` } : {}),
          offers: { "@type": "Offer", price: (dish.priceCents / 100).toFixed(2), priceCurrency: "EUR" },
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
