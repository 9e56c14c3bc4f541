import type { I18nText } from "./common.ts";

// The code tables without zod: the public site imports them from here and bundles no validation
// code; ./allergens.ts re-exports them beside the schemas.

/**
 * The 14 allergens that must be declared (EU 1169/2011, LMIV; in Germany LMIDV), with the
 * letters common on German menus.
 */
export const ALLERGENS = {
  A: { de: "Glutenhaltiges Getreide", en: "Cereals containing gluten" },
  B: { de: "Krebstiere", en: "Crustaceans" },
  C: { de: "Eier", en: "Eggs" },
  D: { de: "Fisch", en: "Fish" },
  E: { de: "Erdnüsse", en: "Peanuts" },
  F: { de: "Soja", en: "Soy" },
  G: { de: "Milch/Laktose", en: "Milk/lactose" },
  H: { de: "Schalenfrüchte", en: "Nuts" },
  L: { de: "Sellerie", en: "Celery" },
  M: { de: "Senf", en: "Mustard" },
  N: { de: "Sesam", en: "Sesame" },
  O: { de: "Schwefeldioxid/Sulfite", en: "Sulphur dioxide/sulphites" },
  P: { de: "Lupinen", en: "Lupin" },
  R: { de: "Weichtiere", en: "Molluscs" },
} as const satisfies Record<string, I18nText>;
export type AllergenCode = keyof typeof ALLERGENS;
export const ALLERGEN_CODES = Object.keys(ALLERGENS) as AllergenCode[];

/** Additives that must be named on menus (LMZDV), with their legal German wording. */
export const ADDITIVES = {
  1: { de: "mit Farbstoff", en: "with colouring" },
  2: { de: "mit Konservierungsstoff", en: "with preservative" },
  3: { de: "mit Antioxidationsmittel", en: "with antioxidant" },
  4: { de: "mit Geschmacksverstärker", en: "with flavour enhancer" },
  5: { de: "geschwefelt", en: "sulphurised" },
  6: { de: "geschwärzt", en: "blackened" },
  7: { de: "gewachst", en: "waxed" },
  8: { de: "mit Phosphat", en: "with phosphate" },
  9: { de: "mit Süßungsmittel", en: "with sweetener" },
  10: { de: "enthält eine Phenylalaninquelle", en: "contains a source of phenylalanine" },
  11: { de: "koffeinhaltig", en: "contains caffeine" },
  12: { de: "chininhaltig", en: "contains quinine" },
} as const satisfies Record<number, I18nText>;
export type AdditiveNumber = keyof typeof ADDITIVES;
export const ADDITIVE_NUMBERS = Object.keys(ADDITIVES).map(Number) as AdditiveNumber[];
