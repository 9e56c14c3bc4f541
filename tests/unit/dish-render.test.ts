import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Lang } from "@shared/contract/common.ts";
import { DISH_FACT_KEYS, eachFact, type DishFactKey } from "@shared/contract/dish-facts.ts";
import type { MenuPageDish } from "@shared/contract/public-menu.ts";
import { factLines } from "@shared/dish-display.ts";
import { formatPrice } from "@shared/price.ts";
import { formatVolume } from "@shared/volume.ts";
import { additiveLabel, allergenLabel } from "~/features/admin/dishes/declaration-fields";
import { DishFields } from "~/features/admin/dishes/dish-fields";
import { emptyDishForm, type DishFormValues } from "~/features/admin/dishes/dish-form-values";
import { AdminI18nProvider, createAdminI18n } from "~/features/admin/i18n/admin-i18n";
import { DishCard } from "~/features/menu/dish-card";
import { createI18n, I18nProvider } from "~/lib/i18n/i18n";

// Rendered as the server renders them, without a browser: what each language shows of a dish
// with every field set. Each table is keyed by every field, so a new field does not compile here
// until the test says how it is shown (or why it is not); the simple facts of a dish are each
// checked alike, for every fact the contract declares.

const LANGS: Lang[] = ["de", "en"];

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
const pattern = (text: string) => escapeHtml(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function render(lang: Lang, children: ReactNode): string {
  return renderToStaticMarkup(createElement(I18nProvider, { lang, children }));
}

// ---- the public dish card -------------------------------------------------------------------

const single: MenuPageDish = {
  ...eachFact(() => 450),
  id: "dish-1",
  title: "Lamm Rogan Josh",
  description: "Lamm in Kaschmir-Chili-Soße",
  priceCents: 1690,
  variants: [],
  volumeMl: 330,
  imageUrl: "/uploads/rogan-800.webp",
  imageVariants: [
    { url: "/uploads/rogan-400.webp", width: 400 },
    { url: "/uploads/rogan-800.webp", width: 800 },
  ],
  isVeg: true,
  isSpicy: true,
  allergens: ["A", "G"],
  additives: [1, 3],
  allergensDeclared: false,
  soldOut: true,
};
const sized: MenuPageDish = {
  ...single,
  variants: [
    { label: "Klein", priceCents: 390, volumeMl: 300 },
    { label: "Groß", priceCents: 590, volumeMl: 500 },
  ],
};

interface CardCase {
  lang: Lang;
  /** The card of `single` and of `sized`. */
  single: string;
  sized: string;
}
const cardText = (lang: Lang, key: Parameters<ReturnType<typeof createI18n>["t"]>[0]) =>
  createI18n(lang).t(key);

const CARD: Record<
  Exclude<keyof MenuPageDish, DishFactKey>,
  ((c: CardCase) => void) | { notShown: string }
> = {
  id: { notShown: "an id means nothing to a visitor" },
  title: (c) => expect(c.single).toMatch(new RegExp(`<h3[^>]*>${pattern(single.title)}</h3>`)),
  description: (c) => expect(c.single).toContain(`>${escapeHtml(single.description)}</p>`),
  priceCents: (c) => expect(c.single).toContain(escapeHtml(formatPrice(single.priceCents, c.lang))),
  variants: (c) => {
    for (const variant of sized.variants) {
      expect(c.sized).toContain(escapeHtml(variant.label));
      expect(c.sized).toContain(escapeHtml(formatPrice(variant.priceCents, c.lang)));
    }
  },
  volumeMl: (c) => expect(c.single).toContain(escapeHtml(formatVolume(single.volumeMl!, c.lang))),
  imageUrl: (c) => expect(c.single).toContain(`src="${single.imageUrl}"`),
  imageVariants: (c) =>
    expect(c.single).toContain(
      `srcSet="/uploads/rogan-400.webp 400w, /uploads/rogan-800.webp 800w"`,
    ),
  isVeg: (c) =>
    expect(c.single).toContain(`</svg>${escapeHtml(cardText(c.lang, "menu.veg"))}</li>`),
  isSpicy: (c) =>
    expect(c.single).toContain(`</svg>${escapeHtml(cardText(c.lang, "menu.spicy"))}</li>`),
  allergens: (c) => expect(c.single).toContain(">A, G · 1, 3<"),
  additives: (c) => expect(c.single).toContain(">A, G · 1, 3<"),
  allergensDeclared: (c) =>
    expect(c.single).toContain(escapeHtml(cardText(c.lang, "menu.allergensOnRequest"))),
  soldOut: (c) => expect(c.single).toContain(escapeHtml(cardText(c.lang, "menu.soldOut"))),
};

describe("the public dish card shows every field of a dish", () => {
  const card = (lang: Lang, dish: MenuPageDish) =>
    render(lang, createElement(DishCard, { dish, headingLevel: 3, eager: true }));

  for (const lang of LANGS)
    for (const [field, check] of Object.entries(CARD))
      if (typeof check === "function")
        it(`${field} (${lang})`, () => {
          check({ lang, single: card(lang, single), sized: card(lang, sized) });
        });
  for (const lang of LANGS)
    for (const fact of DISH_FACT_KEYS)
      it(`the fact ${fact} (${lang})`, () => {
        const [line] = factLines({ ...eachFact(() => null), [fact]: single[fact] }, lang);
        expect(line).toBeDefined();
        expect(card(lang, single)).toContain(`<li>${escapeHtml(line ?? "")}</li>`);
      });

  it("shows no allergen note once the allergens are declared, nor a sold-out mark when there is none", () => {
    const html = card("de", { ...single, allergensDeclared: true, soldOut: false });
    expect(html).not.toContain(escapeHtml(cardText("de", "menu.allergensOnRequest")));
    expect(html).not.toContain(escapeHtml(cardText("de", "menu.soldOut")));
  });
});

// ---- the admin's dish form -------------------------------------------------------------------

const values: DishFormValues = {
  ...emptyDishForm,
  ...eachFact(() => "450"),
  title: { en: "Lamb rogan josh", de: "Lamm Rogan Josh" },
  description: { en: "Lamb in a Kashmiri chili sauce", de: "Lamm in Kaschmir-Chili-Soße" },
  price: "16,90",
  volume: "330",
  isVeg: true,
  isSpicy: true,
  allergens: ["A", "G"],
  additives: [1, 3],
  allergensDeclared: true,
  availableFrom: "2026-12-01",
  availableUntil: "2026-12-31",
};
const sizedValues: DishFormValues = {
  ...values,
  variants: [
    { label: { en: "Small", de: "Klein" }, price: "3,90", volume: "300" },
    { label: { en: "Large", de: "Groß" }, price: "5,90", volume: "500" },
  ],
};

/** The value of the input or text area `label` names (`<label for>`), or undefined without one. */
function labelledValue(html: string, label: string): string | undefined {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${pattern(label)}</label>`).exec(html)?.[1];
  if (!id) return undefined;
  const input = new RegExp(`<input id="${id}"[^>]*? value="([^"]*)"`).exec(html);
  const area = new RegExp(`<textarea id="${id}"[^>]*>([^<]*)</textarea>`).exec(html);
  return input?.[1] ?? area?.[1];
}
/** Whether the checkbox inside the label reading `label` is ticked; undefined without one. */
function ticked(html: string, label: string): boolean | undefined {
  const match = new RegExp(
    `<label[^>]*><input type="checkbox"([^>]*)/>(?:<span[^>]*>)?${pattern(label)}<`,
  ).exec(html);
  return match ? / checked=""/.test(match[1]!) : undefined;
}

interface FormCase {
  lang: Lang;
  t: ReturnType<typeof createAdminI18n>["t"];
  single: string;
  sized: string;
}
const text = (c: FormCase, label: string, value: string, html = c.single) =>
  expect(labelledValue(html, label)).toBe(escapeHtml(value));

const FORM: Record<Exclude<keyof DishFormValues, DishFactKey>, (c: FormCase) => void> = {
  title: (c) => {
    text(c, c.t("dishes.titleEn"), values.title.en);
    text(c, c.t("dishes.titleDe"), values.title.de);
  },
  description: (c) => {
    text(c, c.t("dishes.descriptionEn"), values.description.en);
    text(c, c.t("dishes.descriptionDe"), values.description.de);
  },
  price: (c) => text(c, c.t("dishes.price"), values.price),
  volume: (c) => text(c, c.t("dishes.quantity"), values.volume),
  variants: (c) =>
    sizedValues.variants.forEach((variant, i) => {
      const [, item] = c.sized.split(`aria-label="${c.t("variants.size", { number: i + 1 })}"`);
      text(c, c.t("variants.labelEn", { number: i + 1 }), variant.label.en, item);
      text(c, c.t("variants.labelDe"), variant.label.de, item);
      text(c, c.t("variants.price"), variant.price, item);
      text(c, c.t("variants.quantity"), variant.volume, item);
    }),
  isVeg: (c) => expect(ticked(c.single, c.t("dishes.veg"))).toBe(true),
  isSpicy: (c) => expect(ticked(c.single, c.t("dishes.spicy"))).toBe(true),
  allergens: (c) => {
    expect(ticked(c.single, allergenLabel("A", c.lang))).toBe(true);
    expect(ticked(c.single, allergenLabel("G", c.lang))).toBe(true);
    expect(ticked(c.single, allergenLabel("B", c.lang))).toBe(false);
  },
  additives: (c) => {
    expect(ticked(c.single, additiveLabel(1, c.lang))).toBe(true);
    expect(ticked(c.single, additiveLabel(3, c.lang))).toBe(true);
    expect(ticked(c.single, additiveLabel(2, c.lang))).toBe(false);
  },
  allergensDeclared: (c) => expect(ticked(c.single, c.t("dishes.allergensChecked"))).toBe(true),
  availableFrom: (c) => text(c, c.t("availability.from"), values.availableFrom),
  availableUntil: (c) => text(c, c.t("availability.until"), values.availableUntil),
};

describe("the admin's dish form has a labelled input for every field, filled with the dish's value", () => {
  const form = (lang: Lang, dish: DishFormValues) =>
    render(
      lang,
      createElement(AdminI18nProvider, {
        children: createElement(DishFields, { values: dish, errors: {}, onChange: () => {} }),
      }),
    );

  for (const lang of LANGS)
    for (const [field, check] of Object.entries(FORM))
      it(`${field} (${lang})`, () => {
        check({
          lang,
          t: createAdminI18n(lang).t,
          single: form(lang, values),
          sized: form(lang, sizedValues),
        });
      });
  for (const lang of LANGS)
    for (const fact of DISH_FACT_KEYS)
      it(`the fact ${fact} (${lang})`, () => {
        const label = createAdminI18n(lang).t(`dishFacts.${fact}.label`);
        expect(labelledValue(form(lang, values), label)).toBe(values[fact]);
      });
});
