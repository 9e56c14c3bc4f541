import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  ADDITIVE_NUMBERS,
  ADDITIVES,
  ALLERGEN_CODES,
  ALLERGENS,
  type AllergenCode,
} from "../../../shared/contract/allergens.ts";
import type { Lang } from "../../../shared/contract/common.ts";
import type { DishWire } from "../../../shared/contract/dish-wire.ts";
import type { PublicMenuCategoryWire } from "../../../shared/contract/public-menu.ts";
import { expect, LANGS, messages, open, test } from "./support";

async function demoMenu(page: Page, lang: Lang) {
  const menu = (await (
    await page.request.get(`/api/public/menu?lang=${lang}`)
  ).json()) as PublicMenuCategoryWire[];
  // Another test may add an empty category for a moment; these tests need dishes.
  return menu.filter((c) => c.dishes.length > 0);
}

const codesOf = (d: DishWire) =>
  [d.allergens.join(", "), d.additives.join(", ")].filter(Boolean).join(" · ");
const titles = (dishes: readonly DishWire[]) => dishes.map((d) => d.title);

/** Clicks a category link and waits until it is the shown one. */
async function pick(page: Page, lang: Lang, category: PublicMenuCategoryWire) {
  const link = page
    .getByRole("navigation", { name: messages[lang].menu.categories })
    .getByRole("link", { name: category.name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "true");
}

/** The allergens' disclosure (a <summary>, which has no button role of its own) and its <details>. */
function allergenToggle(page: Page, lang: Lang) {
  const toggle = page
    .getByTestId("menu-filter")
    .locator("summary", { hasText: messages[lang].menu.filterAllergens });
  return { toggle, details: page.getByTestId("menu-filter").locator("details") };
}

for (const lang of LANGS) {
  const t = messages[lang].menu;

  test(`allergen letters and additive numbers after each dish, spelled out for screen readers (${lang})`, async ({
    page,
  }) => {
    const menu = await demoMenu(page, lang);
    await open(page, "/menu", lang);
    const first = menu[0]!;
    const cards = page.getByTestId("dish");
    await expect(cards).toHaveCount(first.dishes.length);
    for (const dish of first.dishes) {
      const card = cards.filter({
        has: page.getByRole("heading", { name: dish.title, exact: true }),
      });
      if (dish.allergens.length + dish.additives.length === 0) {
        await expect(card.getByTestId("dish-codes")).toHaveCount(0);
        continue;
      }
      await expect(card.getByTestId("dish-codes")).toHaveText(codesOf(dish));
      await expect(card.getByTestId("dish-codes")).toHaveAttribute("aria-hidden", "true");
      for (const code of dish.allergens)
        await expect(card.getByTestId("dish-declaration")).toContainText(ALLERGENS[code][lang]);
    }

    // Masala Chai carries caffeine: letters, then the number after a dot.
    const drinks = menu.find((c) => c.dishes.some((d) => d.additives.includes(11)))!;
    const chai = drinks.dishes.find((d) => d.additives.includes(11))!;
    await pick(page, lang, drinks);
    const card = cards.filter({
      has: page.getByRole("heading", { name: chai.title, exact: true }),
    });
    await expect(card.getByTestId("dish-codes")).toHaveText(/^G · 11$/);
    await expect(card.getByTestId("dish-declaration")).toHaveText(
      lang === "de"
        ? "Allergene: Milch/Laktose. Zusatzstoffe: koffeinhaltig"
        : "Allergens: Milk/lactose. Additives: contains caffeine",
    );
    await expect(card.getByTestId("dish-declaration")).toHaveCSS("position", "absolute"); // sr-only
  });

  test(`the legend lists the 14 allergens and 12 additives in the active language, collapsed until opened (${lang})`, async ({
    page,
  }) => {
    for (const path of ["/menu", "/"]) {
      await open(page, path, lang);
      const legend = page.locator("section#menu").getByTestId("allergen-legend");
      const summary = legend.locator("summary");
      await expect(summary).toHaveText(t.legend);
      await expect(legend.getByRole("heading", { name: t.allergens, exact: true })).toBeHidden();
      await summary.click();
      await expect(legend).toHaveAttribute("open", "");
      await expect(legend.getByRole("heading", { name: t.allergens, exact: true })).toBeVisible();
      await expect(legend.getByRole("heading", { name: t.additives, exact: true })).toBeVisible();

      await expect(legend.getByRole("term")).toHaveText([
        ...ALLERGEN_CODES,
        ...ADDITIVE_NUMBERS.map(String),
      ]);
      await expect(legend.getByRole("definition")).toHaveText([
        ...ALLERGEN_CODES.map((c) => ALLERGENS[c][lang]),
        ...ADDITIVE_NUMBERS.map((n) => ADDITIVES[n][lang]),
      ]);
      const row = (code: string) =>
        legend
          .locator("dl > div", { has: page.getByRole("term").getByText(code, { exact: true }) })
          .getByRole("definition");
      await expect(row("G")).toHaveText(lang === "de" ? "Milch/Laktose" : "Milk/lactose");
      await expect(row("11")).toHaveText(lang === "de" ? "koffeinhaltig" : "contains caffeine");
      await expect(row("A")).toHaveText(
        lang === "de" ? "Glutenhaltiges Getreide" : "Cereals containing gluten",
      );
      await expect(legend).toContainText(t.legendNote);

      await summary.click();
      await expect(legend.getByRole("heading", { name: t.allergens, exact: true })).toBeHidden();
    }
  });

  test(`the allergen filter hides dishes with a picked allergen in every category and shows them again (${lang})`, async ({
    page,
  }) => {
    const menu = await demoMenu(page, lang);
    // A category where milk hides some dishes but not all, and another with milk in it.
    const mixed = menu.find(
      (c) =>
        c.dishes.some((d) => d.allergens.includes("G")) &&
        c.dishes.some((d) => !d.allergens.includes("G")),
    )!;
    const other = menu.find((c) => c !== mixed && c.dishes.some((d) => d.allergens.includes("G")))!;
    await open(page, "/menu", lang);
    await pick(page, lang, mixed);
    const cards = page.getByTestId("dish");
    const count = page.getByTestId("menu-count");
    await expect(cards).toHaveCount(mixed.dishes.length);
    await expect(count).toHaveText(t.dishCount.replace("{{count}}", String(mixed.dishes.length)));
    await expect(count).toHaveAttribute("role", "status");

    const { toggle, details } = allergenToggle(page, lang);
    await expect(details).not.toHaveAttribute("open");
    const milk = page.getByRole("checkbox", { name: ALLERGENS.G[lang] });
    await expect(milk).toBeHidden();
    await toggle.click();
    await expect(details).toHaveAttribute("open");
    const group = page.getByRole("group", { name: t.hideContaining });
    await expect(group.getByRole("checkbox")).toHaveCount(14);
    for (const code of ALLERGEN_CODES)
      await expect(
        group.getByRole("checkbox", { name: `${code} ${ALLERGENS[code][lang]}`, exact: true }),
      ).not.toBeChecked();

    await milk.check();
    const withoutMilk = mixed.dishes.filter((d) => !d.allergens.includes("G"));
    await expect(cards.getByRole("heading")).toHaveText(titles(withoutMilk));
    await expect(count).toHaveText(
      t.shownOfTotal
        .replace("{{shown}}", String(withoutMilk.length))
        .replace("{{total}}", String(mixed.dishes.length)),
    );
    await expect(toggle).toContainText("1");

    // The filter stays while another category is chosen.
    await pick(page, lang, other);
    await expect(cards.getByRole("heading")).toHaveText(
      titles(other.dishes.filter((d) => !d.allergens.includes("G"))),
    );
    await expect(milk).toBeChecked();

    // Two allergens: a dish with either is hidden.
    const second = other.dishes.flatMap((d) => d.allergens).find((code) => code !== "G") as
      AllergenCode | undefined;
    if (second) {
      await page.getByRole("checkbox", { name: ALLERGENS[second][lang] }).check();
      await expect(cards.getByRole("heading")).toHaveText(
        titles(
          other.dishes.filter((d) => !d.allergens.includes("G") && !d.allergens.includes(second)),
        ),
      );
      await page.getByRole("checkbox", { name: ALLERGENS[second][lang] }).uncheck();
    }

    await milk.uncheck();
    await expect(cards.getByRole("heading")).toHaveText(titles(other.dishes));
    await expect(count).toHaveText(t.dishCount.replace("{{count}}", String(other.dishes.length)));
  });

  test(`vegetarian only, and a filter that leaves nothing says so and can be reset (${lang})`, async ({
    page,
  }) => {
    const menu = await demoMenu(page, lang);
    const mixed = menu.find(
      (c) => c.dishes.some((d) => d.isVeg) && c.dishes.some((d) => !d.isVeg),
    )!;
    await open(page, "/menu", lang);
    await pick(page, lang, mixed);
    const cards = page.getByTestId("dish");
    const veg = page.getByRole("checkbox", { name: t.vegOnly });
    await veg.check();
    await expect(cards.getByRole("heading")).toHaveText(
      titles(mixed.dishes.filter((d) => d.isVeg)),
    );
    for (const card of await cards.all())
      await expect(card.getByText(t.veg, { exact: true })).toBeVisible();
    await veg.uncheck();
    await expect(cards).toHaveCount(mixed.dishes.length);

    // A category whose every dish holds one allergen empties when it is picked.
    let target: { category: PublicMenuCategoryWire; code: AllergenCode } | undefined;
    for (const category of menu)
      for (const code of ALLERGEN_CODES)
        if (!target && category.dishes.every((d) => d.allergens.includes(code)))
          target = { category, code };
    if (!target) throw new Error("the demo menu has a category whose dishes share an allergen");
    await pick(page, lang, target.category);
    const { toggle } = allergenToggle(page, lang);
    await toggle.click();
    await page.getByRole("checkbox", { name: ALLERGENS[target.code][lang] }).check();
    await expect(cards).toHaveCount(0);
    const noMatch = page.getByTestId("menu-no-match");
    await expect(noMatch).toContainText(t.noMatch);
    await expect(page.getByText(t.empty)).toHaveCount(0);
    await expect(page.getByTestId("menu-count")).toHaveText(
      t.shownOfTotal
        .replace("{{shown}}", "0")
        .replace("{{total}}", String(target.category.dishes.length)),
    );

    await noMatch.getByRole("link", { name: t.resetFilter }).click();
    await expect(cards).toHaveCount(target.category.dishes.length);
    await expect(
      page.getByRole("checkbox", { name: ALLERGENS[target.code][lang] }),
    ).not.toBeChecked();
    // The ticked box emptied the list in place, so React runs: the reset keeps focus in the filter.
    await expect(toggle).toBeFocused();
  });
}

test("the filter works by keyboard and is announced politely", async ({ page }) => {
  const t = messages.de.menu;
  const menu = await demoMenu(page, "de");
  const first = menu[0]!;
  await open(page, "/menu", "de");
  const { toggle, details } = allergenToggle(page, "de");
  await page.getByRole("checkbox", { name: t.vegOnly }).focus();
  await page.keyboard.press("Tab"); // the allergens' disclosure comes next in the row
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open");
  await page.keyboard.press("Tab");
  const cereals = page.getByRole("checkbox", { name: ALLERGENS.A.de });
  await expect(cereals).toBeFocused();
  await page.keyboard.press("Space");
  await expect(cereals).toBeChecked();
  const left = first.dishes.filter((d) => !d.allergens.includes("A"));
  await expect(page.getByTestId("dish")).toHaveCount(left.length);
  await expect(page.getByRole("status").filter({ hasText: "Einträgen" })).toHaveText(
    `${left.length} von ${first.dishes.length} Einträgen`,
  );
  await expect(page.getByRole("group", { name: t.filter })).toBeVisible();
  await expect(toggle).toHaveAccessibleName(`${t.filterAllergens} (1 ausgewählt)`);
});

test("filter open, legend open: no WCAG 2 A/AA violations (contrast included)", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const lang of LANGS) {
    const t = messages[lang].menu;
    await open(page, "/menu", lang);
    await allergenToggle(page, lang).toggle.click();
    await page.getByRole("checkbox", { name: ALLERGENS.G[lang] }).check();
    await page.getByRole("checkbox", { name: t.vegOnly }).check();
    await page.getByTestId("allergen-legend").locator("summary").click();
    const { violations } = await new AxeBuilder({ page })
      .include("section#menu")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});

test("the filter row fits the width: one row of controls, no sideways scrolling", async ({
  page,
  phone,
}) => {
  const t = messages.de.menu;
  await open(page, "/menu", "de");
  const { toggle } = allergenToggle(page, "de");
  await toggle.click();
  await page.getByRole("checkbox", { name: ALLERGENS.G.de }).check();
  const veg = page.locator("label", { has: page.getByRole("checkbox", { name: t.vegOnly }) });
  const a = (await toggle.boundingBox())!;
  const b = (await veg.boundingBox())!;
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone ? 375 : 1366,
  );
  // The allergen names fit their boxes: one column on phones, four on desktop.
  const boxes = await page
    .getByRole("group", { name: t.hideContaining })
    .locator("li")
    .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().x));
  expect(new Set(boxes.map(Math.round)).size).toBe(phone ? 1 : 4);
});
