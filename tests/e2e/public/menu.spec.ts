import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { formatPrice } from "../../../shared/price.ts";
import type { PublicMenuCategoryWire } from "../../../shared/contract/public-menu.ts";
import { expect, idle, LANGS, messages, open, test } from "./support";

for (const lang of LANGS) {
  test(`categories with the first selected; dishes with localised title, price, description and tags (${lang})`, async ({
    page,
    request,
  }) => {
    const t = messages[lang];
    const menu = (await (
      await request.get(`/api/public/menu?lang=${lang}`)
    ).json()) as PublicMenuCategoryWire[];
    const [first, second] = menu;
    if (!first || !second) throw new Error("the demo menu has categories");

    await open(page, "/menu", lang);
    await expect(page).toHaveTitle(`${t.meta.menu} | Masala Haus`);
    const picker = page.getByRole("navigation", { name: t.menu.categories });
    await expect(picker.getByRole("link").first()).toHaveText(first.name);
    await expect(picker.getByRole("link", { name: first.name })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const dishes = page.getByTestId("dish");
    await expect(dishes).toHaveCount(first.dishes.length);
    const dish = first.dishes[0]!;
    const card = dishes.first();
    await expect(card.getByRole("heading")).toHaveText(dish.title);
    await expect(card).toContainText(dish.description);
    await expect(card.getByTestId("dish-price")).toContainText(formatPrice(dish.priceCents, lang));
    if (dish.isVeg) await expect(card.getByText(t.menu.veg, { exact: true })).toBeVisible();

    await picker.getByRole("link", { name: second.name }).click();
    await expect(picker.getByRole("link", { name: second.name })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(picker.getByRole("link", { name: first.name })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(dishes).toHaveCount(second.dishes.length);
    await expect(dishes.first().getByRole("heading")).toHaveText(second.dishes[0]!.title);

    const spicy = menu.flatMap((c) => c.dishes.map((d) => ({ c, d }))).find(({ d }) => d.isSpicy);
    if (spicy) {
      await picker.getByRole("link", { name: spicy.c.name }).click();
      await expect(
        page
          .getByTestId("dish")
          .filter({ hasText: spicy.d.title })
          .getByText(t.menu.spicy, { exact: true }),
      ).toBeVisible();
    }
  });
}

test("prices follow the locale: German 5,50 €, English €5.50", async ({ page }) => {
  await open(page, "/menu", "de");
  await expect(page.getByTestId("dish-price").first()).toHaveText(/^Preis: \d+,\d\d\s€$/);
  await open(page, "/menu", "en");
  await expect(page.getByTestId("dish-price").first()).toHaveText(/^Price: €\d+\.\d\d$/);
});

for (const lang of LANGS) {
  test(`the menu says that its prices are in euros and include VAT (${lang})`, async ({ page }) => {
    await open(page, "/menu", lang);
    await expect(page.getByText(messages[lang].menu.vatNote, { exact: true })).toBeVisible();
  });
}

test("dish images come in the server's widths, load lazily below the fold and have a placeholder when broken", async ({
  page,
}) => {
  await open(page, "/");
  const img = page.locator("section#menu [data-testid=dish] img").first();
  await expect(img).toHaveAttribute("srcset", /-400\.webp 400w/);
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect(img).toHaveAttribute("width", "144");
  await expect(img).toHaveAttribute("height", "144");
  await expect(img).toHaveAttribute("alt", /.+/);

  await open(page, "/menu");
  await expect(page.locator("[data-testid=dish] img").first()).toHaveAttribute("loading", "eager");

  await page.route(/\/uploads\/.*\.webp$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId("dish-image-placeholder").first()).toBeVisible();
  await expect(page.getByTestId("dish-image-placeholder").first()).toContainText(
    messages.de.menu.noImage,
  );
});

test("the category buttons are a swipe row of 2.5 on phones and a wrapped row on desktop", async ({
  page,
  phone,
}) => {
  await open(page, "/menu");
  const row = page.getByTestId("category-carousel");
  const buttons = row.getByRole("link");
  const rowBox = (await row.boundingBox())!;
  const first = (await buttons.first().boundingBox())!;
  const { scrollWidth, clientWidth, wrap } = await row.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    wrap: getComputedStyle(el).flexWrap,
  }));
  if (phone) {
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // 2.5 buttons and two gaps fill the row's content width.
    const content = rowBox.width - 32;
    expect(Math.abs(first.width * 2.5 + 24 - content)).toBeLessThan(3);
    await expect(row).toHaveCSS("scroll-snap-type", "x mandatory");
    // Swipe: scrolling the row reveals later categories; it stops at the end (not endless).
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(buttons.last()).toBeInViewport();
    await buttons.last().click();
    await expect(buttons.last()).toHaveAttribute("aria-current", "true");
  } else {
    expect(wrap).toBe("wrap");
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const button of await buttons.all()) await expect(button).toBeInViewport();
  }
});

test("an empty category says so, in both languages", async ({ page, request }, testInfo) => {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const name = `E2E ${testInfo.project.name}`;
  const created = await request.post("/api/categories", {
    headers,
    data: { name_en: `${name} empty`, name_de: `${name} leer`, position: 99_999 },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  try {
    for (const lang of LANGS) {
      await open(page, "/menu", lang);
      await page.getByRole("link", { name: `${name} ${lang === "de" ? "leer" : "empty"}` }).click();
      await expect(page.getByText(messages[lang].menu.empty)).toBeVisible();
      await expect(page.getByTestId("dish")).toHaveCount(0);
    }
    expect(messages.de.menu.empty).toBe("Keine Gerichte in dieser Kategorie.");
    expect(messages.en.menu.empty).toBe("No dishes in this category.");
  } finally {
    await request.delete(`/api/categories/${_id}`, { headers });
  }
});

test("the category buttons and dishes work by keyboard", async ({ page }) => {
  await open(page, "/menu");
  // A keyboard user looks before moving through the page: focus staying on the chosen category
  // is what the page adds once it has loaded (before that, the link loads the category's address).
  await idle(page);
  const second = page.getByTestId("category-carousel").getByRole("link").nth(1);
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-current", "true");
  await expect(second).toBeFocused();
  const outline = await second.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe("solid");
});

test("the page's data carries the dishes of the category shown, and no structured data; its HTML and structured data every dish", async ({
  request,
}) => {
  const menu = (await (
    await request.get("/api/public/menu?lang=de")
  ).json()) as PublicMenuCategoryWire[];
  const withDishes = menu.filter((c) => c.dishes.length > 0);
  const last = withDishes.at(-1)!;
  if (withDishes.length < 2) throw new Error("the demo menu has two categories with dishes");
  const html = await (await request.get(`/menu?category=${last._id}`)).text();
  expect(html.match(/data-testid="dish"/g) ?? []).toHaveLength(last.dishes.length);
  // What the browser decodes: the dishes of the first category, the page shown without a choice.
  const data = await (await request.get("/menu.data")).text();
  expect(data).not.toContain("MenuItem");
  for (const category of withDishes)
    for (const dish of category.dishes) {
      expect(html, dish.title).toContain(`"name":${JSON.stringify(dish.title)}`);
      expect(data.includes(JSON.stringify(dish.title)), dish.title).toBe(category === menu[0]);
    }
});

/** The menu's last category that has dishes, as the public API answers it in German. */
async function lastCategoryWithDishes(request: APIRequestContext) {
  const menu = (await (
    await request.get("/api/public/menu?lang=de")
  ).json()) as PublicMenuCategoryWire[];
  return menu.filter((c) => c.dishes.length > 0).at(-1)!;
}

/** Taps a category in the carousel and waits for its own dishes to show. */
async function chooseAndSee(page: Page, category: PublicMenuCategoryWire) {
  await page.getByTestId("category-carousel").getByRole("link", { name: category.name }).click();
  await expect(page.getByTestId("dish")).toHaveCount(category.dishes.length);
  await expect(page.getByTestId("dish").first().getByRole("heading")).toHaveText(
    category.dishes[0]!.title,
  );
}

test("the running page keeps the document's structured data, whatever it shows", async ({
  page,
  request,
}) => {
  const last = await lastCategoryWithDishes(request);
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => void errors.push(e.message));
  const whole = page.waitForResponse((r) => r.url().includes("/api/public/menu"));
  await open(page, "/menu", "de");
  await whole;
  // Another category, drawn by the running page: its render must neither empty nor drop the script.
  await chooseAndSee(page, last);
  const menus = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string; hasMenuSection?: unknown[] })
    .filter((data) => data["@type"] === "Menu");
  expect(menus).toHaveLength(1);
  expect(JSON.stringify(menus[0])).toContain(JSON.stringify(last.dishes.at(-1)!.title));
  expect(errors).toEqual([]);
});

test("once the page runs, another category shows its dishes without asking the server again", async ({
  page,
  request,
}) => {
  const last = await lastCategoryWithDishes(request);
  const whole = page.waitForResponse((r) => r.url().includes("/api/public/menu"));
  await open(page, "/menu", "de");
  // The page asks for the whole menu once it runs; what a visitor sees does not change with it.
  await whole;
  const asked: string[] = [];
  page.on("request", (r) => void (r.url().includes(".data") && asked.push(r.url())));
  await chooseAndSee(page, last);
  expect(asked).toEqual([]);
});

test("a category chosen before the whole menu has come brings its dishes from the page's loader", async ({
  page,
  request,
}) => {
  const last = await lastCategoryWithDishes(request);
  await page.route(/\/api\/public\/menu/, (route) => route.abort());
  await open(page, "/menu", "de");
  await chooseAndSee(page, last);
  await expect(page).toHaveURL(new RegExp(`category=${last._id}`));
});
