import { formatPrice } from "@shared/price.ts";
import type { Bilingual, DishVisual } from "./demo-menu.ts";

/** A price drawn on an image, written by the menu's own formatter ("12,90 €" with a non-breaking space). */
const euros = (cents: number): Bilingual => ({
  en: formatPrice(cents, "en"),
  de: formatPrice(cents, "de"),
});

/**
 * The menu images: pure data shared by `demo/generate-assets.ts`, which draws them
 * once into `demo/assets/`, and by the seed, which uploads them as EN/DE pairs.
 */
export interface DemoMenuImage {
  /** File stem in demo/assets; the files are `<stem>.en.webp` and `<stem>.de.webp`. */
  stem: string;
  /** The menu image's title, as staff would type it in the admin panel. */
  title: Bilingual;
  /** The headline on the image, in two lines. */
  headline: { en: readonly [string, string]; de: readonly [string, string] };
  items: readonly { name: Bilingual; price?: Bilingual }[];
  /** One price for the whole offer, shown as a badge. */
  badge?: { label: Bilingual; price: Bilingual };
  validity: Bilingual;
  note: Bilingual;
  /** The dish drawn in the image's round photo. */
  photo: DishVisual;
}

export const demoMenuImages: readonly DemoMenuImage[] = [
  {
    stem: "vegetarian-thali",
    title: { en: "Vegetarian lunch thali", de: "Vegetarisches Mittags-Thali" },
    headline: { en: ["Vegetarian", "lunch thali"], de: ["Vegetarisches", "Mittags-Thali"] },
    items: [
      { name: { en: "Two vegetable curries of the day", de: "Zwei Gemüse-Currys des Tages" } },
      { name: { en: "Dal tadka, raita and basmati rice", de: "Dal Tadka, Raita und Basmatireis" } },
      { name: { en: "Fresh naan or papadums", de: "Frisches Naan oder Papadams" } },
      { name: { en: "A small kheer for dessert", de: "Ein kleines Kheer zum Nachtisch" } },
    ],
    badge: { label: { en: "all for", de: "alles für" }, price: euros(1290) },
    validity: { en: "Tue–Fri 11:30–14:30", de: "Di–Fr 11:30–14:30" },
    note: { en: "Vegan on request – just ask us.", de: "Auf Wunsch vegan – sprechen Sie uns an." },
    photo: { kind: "thali" },
  },
  {
    stem: "lunch-specials",
    title: { en: "Lunch specials this week", de: "Mittagsangebote dieser Woche" },
    headline: { en: ["Lunch specials", "this week"], de: ["Mittagsangebote", "dieser Woche"] },
    items: [
      { name: { en: "Chicken curry with rice", de: "Hähnchen-Curry mit Reis" }, price: euros(990) },
      { name: { en: "Palak paneer with rice", de: "Palak Paneer mit Reis" }, price: euros(950) },
      {
        name: { en: "Dal tadka with rice and naan", de: "Dal Tadka mit Reis und Naan" },
        price: euros(850),
      },
      { name: { en: "Lamb biryani with raita", de: "Lamm-Biryani mit Raita" }, price: euros(1190) },
    ],
    validity: { en: "Tue–Fri 11:30–14:30", de: "Di–Fr 11:30–14:30" },
    note: {
      en: "Every lunch dish comes with a side salad.",
      de: "Zu jedem Mittagsgericht ein Beilagensalat.",
    },
    photo: { kind: "curry", sauce: "butter", pieces: "chicken" },
  },
];

export const menuImageFileName = (image: DemoMenuImage, lang: "en" | "de") =>
  `${image.stem}.${lang}.webp`;
