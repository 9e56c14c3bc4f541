import type { I18nText } from "@shared/contract/common.ts";
import { formatPrice } from "@shared/price.ts";

/** A record's name in both languages, each falling back to the other, as the admin shows it. */
export const nameOf = (i18n: I18nText): I18nText => ({
  en: i18n.en || i18n.de,
  de: i18n.de || i18n.en,
});

export const NOUNS = {
  dish: { en: "Dish", de: "Gericht" },
  category: { en: "Category", de: "Kategorie" },
  specialDay: { en: "Special day", de: "Sondertag" },
  menuImage: { en: "Midday image", de: "Mittagsangebot" },
  announcement: { en: "Announcement", de: "Ankündigung" },
} satisfies Record<string, I18nText>;

// 0 is Sunday, as in the opening-hours contract.
const WEEKDAYS = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
};

/** The history's one-line summaries, in German and English, for the kinds of change every service makes. */
export const summaries = {
  created: (noun: I18nText, name: I18nText): I18nText => ({
    en: `${noun.en} “${name.en}” created`,
    de: `${noun.de} „${name.de}“ angelegt`,
  }),
  updated: (noun: I18nText, name: I18nText): I18nText => ({
    en: `${noun.en} “${name.en}” changed`,
    de: `${noun.de} „${name.de}“ geändert`,
  }),
  deleted: (noun: I18nText, name: I18nText): I18nText => ({
    en: `${noun.en} “${name.en}” deleted`,
    de: `${noun.de} „${name.de}“ gelöscht`,
  }),
  price: (name: I18nText, beforeCents: number, afterCents: number): I18nText => ({
    en: `Price of ${name.en}: ${formatPrice(beforeCents, "en")} → ${formatPrice(afterCents, "en")}`,
    de: `Preis von ${name.de}: ${formatPrice(beforeCents, "de")} → ${formatPrice(afterCents, "de")}`,
  }),
  soldOut: (name: I18nText, soldOut: boolean): I18nText =>
    soldOut
      ? { en: `“${name.en}” sold out today`, de: `„${name.de}“ heute ausverkauft` }
      : { en: `“${name.en}” back on`, de: `„${name.de}“ wieder verfügbar` },
  openingHours: (weekday: number): I18nText => ({
    en: `Opening hours on ${WEEKDAYS.en[weekday]} changed`,
    de: `Öffnungszeiten am ${WEEKDAYS.de[weekday]} geändert`,
  }),
  specialDay: (created: boolean, from: string, to: string): I18nText => {
    const days = from === to ? from : `${from} – ${to}`;
    return created
      ? { en: `Special day ${days} created`, de: `Sondertag ${days} angelegt` }
      : { en: `Special day ${days} deleted`, de: `Sondertag ${days} gelöscht` };
  },
  categoryOrder: (): I18nText => ({
    en: "Order of the categories changed",
    de: "Reihenfolge der Kategorien geändert",
  }),
  dishOrder: (category: I18nText): I18nText => ({
    en: `Order of the dishes in “${category.en}” changed`,
    de: `Reihenfolge der Gerichte in „${category.de}“ geändert`,
  }),
};
