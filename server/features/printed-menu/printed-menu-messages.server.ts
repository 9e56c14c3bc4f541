import type { Lang } from "@shared/contract/common.ts";
import { translate, type Leaves, type TextParams } from "@shared/translate.ts";

/** The printed menu's and the table cards' texts, one catalogue per language, read as the site's are (shared/translate.ts). */
const de = {
  menu: {
    title: "Speisekarte",
    veg: "vegetarisch",
    spicy: "scharf",
    asOf: "Stand: {{date}}",
    prices: "Alle Preise in Euro inkl. gesetzlicher MwSt.",
    allergensHeading: "Allergene (Kennzeichnung nach LMIV)",
    additivesHeading: "Zusatzstoffe",
    legendNote:
      "Die Buchstaben und Zahlen hinter den Gerichten verweisen auf diese Liste. Spuren anderer Allergene sind nicht auszuschließen.",
    undeclared: "Allergene: bitte beim Personal erfragen",
  },
  tableCards: {
    heading: "Unsere Speisekarte",
    text: "Scannen Sie den Code: die ganze Karte mit Preisen, Allergenen und Zusatzstoffen auf Ihrem Handy.",
    // Prices must be readable without the guest's own phone (PAngV § 13): the paper menu is there, and guests are invited to ask.
    printed:
      "Lieber auf Papier? Fragen Sie einfach unser Personal – die Speisekarte mit Preisen, Allergenen und Zusatzstoffen gibt es auch gedruckt.",
    fold: "hier falten",
  },
};

const en: typeof de = {
  menu: {
    title: "Menu",
    veg: "vegetarian",
    spicy: "spicy",
    asOf: "As of {{date}}",
    prices: "All prices in euros including VAT.",
    allergensHeading: "Allergens (EU Regulation 1169/2011)",
    additivesHeading: "Additives",
    legendNote:
      "The letters and numbers after the dishes refer to this list. Traces of other allergens cannot be ruled out.",
    undeclared: "Allergens: please ask our staff",
  },
  tableCards: {
    heading: "Our menu",
    text: "Scan the code for the whole menu with prices, allergens and additives on your phone.",
    printed:
      "Prefer paper? Just ask our staff – the menu with prices, allergens and additives is also available in print.",
    fold: "fold here",
  },
};

export const printedMenuCatalogues = { de, en } satisfies Record<Lang, typeof de>;

/** The printed texts of one language: `t("menu.title")`. */
export const printedMenuText = (lang: Lang) => (key: Leaves<typeof de>, params?: TextParams) =>
  translate(printedMenuCatalogues[lang], key, params);
