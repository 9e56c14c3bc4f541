import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { axeViolations, expect, openAdmin, test, toast } from "./fixtures";

// A restaurant's staff in Germany, who never chose a language: the admin is German.
test.use({ chosenLang: null });

async function openTransfer(page: Page) {
  await openAdmin(page);
  await page.getByRole("tab", { name: "Gerichte" }).click();
  await page.getByText("Speisekarte als Tabelle: Export und Import").click();
}

/** The menu as the admin's download button saves it. */
async function downloadMenu(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Speisekarte herunterladen (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^speisekarte-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFileSync(await download.path(), "utf8");
}

const chooseFile = (page: Page, name: string, text: string) =>
  page
    .getByLabel("CSV-Datei wählen")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

test("a price changed in the spreadsheet and a new dish: preview field by field, then Übernehmen", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Hauptgerichte"));
  const dish = await api.form<DishWire>("POST", "/api/dishes", {
    categoryId: category._id,
    title_de: unique("Butter Chicken"),
    title_en: unique("Butter chicken"),
    priceCents: "1250",
  });
  const starters = unique("Vorspeisen");
  await openTransfer(page);

  const [header, ...rows] = (await downloadMenu(page)).split("\r\n");
  const row = rows.find(
    (line) => line.startsWith(`${dish._id};`) || line.startsWith(`'${dish._id};`),
  );
  expect(row).toContain(";12,50;");
  // Only the rows that change: dishes the file does not name stay as they are.
  const edited = [
    header,
    row?.replace(";12,50;", ";13,90;"),
    `;${starters};;Samosa;Samosa;;;4,50`,
  ].join("\r\n");
  await chooseFile(page, "speisekarte.csv", edited);

  const preview = page.getByRole("region", { name: "Vorschau: speisekarte.csv" });
  await expect(preview.getByText("1 neu, 1 geändert, 0 unverändert")).toBeVisible();
  await expect(preview.getByText(`Neue Kategorien: ${starters}`)).toBeVisible();
  const changes = preview
    .getByRole("list", { name: "Änderungen, Gericht für Gericht" })
    .getByRole("listitem")
    .filter({ has: page.locator("strong") });
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText(`Geändert${dish.titleI18n.de} (Zeile 2)`);
  await expect(changes.nth(0).getByRole("listitem")).toHaveText(["Preis: 12,50 → 13,90"]);
  await expect(changes.nth(1)).toContainText("NeuSamosa (Zeile 3)");
  await expect(
    changes.nth(1).getByRole("listitem").filter({ hasText: "Kategorie (Deutsch)" }),
  ).toHaveText(`Kategorie (Deutsch): (leer) → ${starters}`);
  // Open, with a preview, the card still fits a phone and reads well for a screen reader.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, "details")).toEqual([]);
  // The preview has changed nothing yet.
  expect((await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`))[0]?.priceCents).toBe(
    1250,
  );

  await preview.getByRole("button", { name: "Übernehmen" }).click();
  await expect(toast(page, "Speisekarte importiert: 1 neu, 1 geändert")).toBeVisible();
  await expect(preview).toBeHidden();
  expect((await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`))[0]?.priceCents).toBe(
    1390,
  );
  const created = (await api.get<CategoryWire[]>("/api/categories")).find(
    (c) => c.nameI18n.de === starters,
  );
  expect(
    (await api.get<DishWire[]>(`/api/dishes?categoryId=${created?._id}`)).map((d) => d.title),
  ).toEqual(["Samosa"]);

  for (const id of [category._id, created?._id]) await api.del(`/api/categories/${id}`);
});

test("a file with a bad row is refused with every error and its line, in German, and nothing is applied", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Hauptgerichte"));
  await openTransfer(page);
  const file = [
    "ID;Kategorie (DE);Name (DE);Preis;Allergene",
    `;${category.nameI18n.de};Naan;zwei Euro;`,
    `;${category.nameI18n.de};Roti;2,50;Z`,
  ].join("\r\n");
  await chooseFile(page, "fehler.csv", file);

  const preview = page.getByRole("region", { name: "Vorschau: fehler.csv" });
  const errors = preview.getByRole("alert");
  await expect(errors).toContainText("Die Datei enthält Fehler; es wurde nichts übernommen.");
  await expect(errors.getByRole("listitem")).toHaveText([
    "Zeile 2: Preise bitte in Euro angeben, z. B. 12,50.",
    "Zeile 3: Unbekannter Allergen-Buchstabe: Z",
  ]);
  await expect(preview.getByRole("button", { name: "Übernehmen" })).toHaveCount(0);
  expect(await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`)).toEqual([]);

  await preview.getByRole("button", { name: "Abbrechen" }).click();
  await expect(preview).toBeHidden();
  await api.del(`/api/categories/${category._id}`);
});

test("the template and the column guide", async ({ page }) => {
  await openTransfer(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Vorlage herunterladen" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("speisekarte-vorlage.csv");
  const lines = fs
    .readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(lines[0]).toMatch(/^ID;Kategorie \(DE\);Kategorie \(EN\);Name \(DE\);/);
  expect(lines.filter((l) => l.startsWith(";"))).toHaveLength(2);

  await page.getByText("Was gehört in welche Spalte?").click();
  await expect(
    page.getByText("Preis in Euro, z. B. 12,50. Leer bei Gerichten mit Größen."),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Größe 1 (DE), Größe 1 (EN), Größe 1 Preis, Größe 1 Menge (ml), …, Größe 6 Menge (ml)",
    ),
  ).toBeVisible();
});
