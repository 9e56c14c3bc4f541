import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { expect, open, test } from "./support";

/*
 * A category served at its hours (a weekday lunch menu): the menu page shows them beside the
 * category and its structured data gives the section's hoursAvailable, from the server's HTML.
 */
test.describe.configure({ mode: "serial" });

let api: APIRequestContext;
let headers: Record<string, string>;
let categoryId = "";

test.beforeAll(async ({ playwright, server }) => {
  api = await playwright.request.newContext({ baseURL: server.url });
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN });
  headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const category = await api.post("/api/categories", {
    headers,
    data: {
      name_en: "Lunch menu",
      name_de: "Mittagstisch",
      position: 99,
      servedHours: { weekdays: [1, 2, 3, 4, 5], open: "11:30", close: "14:30" },
    },
  });
  expect(category.status()).toBe(201);
  categoryId = ((await category.json()) as { _id: string })._id;
  const dish = await api.post("/api/dishes", {
    headers,
    multipart: { categoryId, title_en: "Dal of the day", title_de: "Tagesdal", priceCents: "890" },
  });
  expect(dish.status()).toBe(201);
});

// Its dishes go with it; the worker's other tests see the menu as before.
test.afterAll(async () => {
  expect((await api.delete(`/api/categories/${categoryId}`, { headers })).status()).toBe(204);
  await api.dispose();
});

for (const [lang, name, hours] of [
  ["de", "Mittagstisch", "Mo–Fr 11:30–14:30"],
  ["en", "Lunch menu", "Mon–Fri 11:30–14:30"],
] as const) {
  test(`the menu shows the serving hours beside the category, and its JSON-LD gives the section's hours (${lang})`, async ({
    page,
  }) => {
    await open(page, `/menu?category=${categoryId}`, lang);
    await expect(page.getByTestId("selected-category")).toHaveText(name);
    await expect(page.getByTestId("category-served-hours")).toHaveText(`${name}: ${hours}`);
    await expect(
      page.getByText("Tagesdal").or(page.getByText("Dal of the day")).first(),
    ).toBeVisible();

    const menus = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map(
        (text) =>
          JSON.parse(text) as {
            "@type": string;
            hasMenuSection?: { name: string; hoursAvailable?: unknown }[];
          },
      )
      .filter((data) => data["@type"] === "Menu");
    expect(menus).toHaveLength(1);
    expect(menus[0]!.hasMenuSection!.find((s) => s.name === name)?.hoursAvailable).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [
        "https://schema.org/Monday",
        "https://schema.org/Tuesday",
        "https://schema.org/Wednesday",
        "https://schema.org/Thursday",
        "https://schema.org/Friday",
      ],
      opens: "11:30",
      closes: "14:30",
    });
  });
}
