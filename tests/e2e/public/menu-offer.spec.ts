import { E2E_ADMIN } from "../../../playwright.config";
import type { PublicMenuCategoryWire } from "../../../shared/contract/public-menu.ts";
import { expect, open, test } from "./support";

test("a drink's sizes with German volumes and prices, and the printed menu linked from the page and the footer", async ({
  page,
}) => {
  await open(page, "/menu", "de");
  await page
    .getByRole("navigation", { name: "Kategorien" })
    .getByRole("link", { name: "Getränke", exact: true })
    .click();
  const lassi = page.getByTestId("dish").filter({ hasText: "Mango-Lassi" });
  const sizes = lassi.getByRole("list", { name: "Größen und Preise" }).getByRole("listitem");
  await expect(sizes).toHaveCount(2);
  await expect(sizes.first()).toHaveText(/Klein · 0,3\sl\s*4,50\s€/);
  await expect(sizes.last()).toHaveText(/Groß · 0,5\sl\s*6,50\s€/);
  await expect(
    page.getByTestId("dish").filter({ hasText: "Indisches Lagerbier" }).getByTestId("dish-price"),
  ).toHaveText(/0,33\sl · 3,90\s€/);

  // A plain address keeps its links plain: the remembered language picks the PDF's, as it does a page's.
  await expect(page.getByRole("link", { name: "Speisekarte drucken (PDF)" })).toHaveAttribute(
    "href",
    "/menu.pdf",
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Speisekarte als PDF" }),
  ).toHaveAttribute("href", "/menu.pdf");
  const pdf = await page.request.get("/menu.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("a dish sold out today stays in place, greyed, with the note in both languages", async ({
  page,
  request,
}) => {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const menu = (await (
    await request.get("/api/public/menu?lang=en")
  ).json()) as PublicMenuCategoryWire[];
  const category = menu.find((c) => c.dishes.length >= 2) as PublicMenuCategoryWire;
  const dish = category.dishes[1]!;
  await request.put(`/api/dishes/${dish._id}/sold-out`, { headers, data: { soldOut: true } });
  try {
    await open(page, "/menu", "en");
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: category.name, exact: true })
      .click();
    const cards = page.getByTestId("dish");
    await expect(cards.nth(1).getByRole("heading")).toHaveText(dish.title);
    await expect(cards.nth(1).getByTestId("dish-sold-out")).toHaveText("Sold out today");
    await expect(cards.nth(1)).toHaveAttribute("data-sold-out", "true");
    await open(page, "/menu", "de");
    await page
      .getByRole("navigation", { name: "Kategorien" })
      .getByRole("link")
      .nth(menu.indexOf(category))
      .click();
    await expect(page.getByTestId("dish").nth(1).getByTestId("dish-sold-out")).toHaveText(
      "Heute ausverkauft",
    );
  } finally {
    await request.put(`/api/dishes/${dish._id}/sold-out`, { headers, data: { soldOut: false } });
  }
});
