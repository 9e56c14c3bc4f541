import type { MenuImportResult } from "@shared/contract/menu-transfer.ts";
import { formOf, type ApiClient } from "./api.ts";

/** The dishes of the small menu the transfer tests (and the saved spreadsheet fixtures) start from. */
export interface TransferMenu {
  categoryIds: { mains: string; drinks: string; empty: string };
  dishIds: { tikka: string; lassi: string; dip: string; special: string };
}

async function created(res: Response): Promise<string> {
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { _id: string })._id;
}

/**
 * A menu with what a spreadsheet may trip over: a price with cents, sizes with volumes, allergens
 * and additives, umlauts, a text that starts like a formula, a semicolon, quotes and a line
 * break inside a cell, dates, and a category without dishes.
 */
export async function seedTransferMenu(api: ApiClient): Promise<TransferMenu> {
  const category = (name_de: string, name_en: string) =>
    api.json("POST", "/api/categories", { name_de, name_en }).then(created);
  const mains = await category("Hauptgerichte", "Main courses");
  const drinks = await category("Getränke", "Drinks");
  const empty = await category("Desserts", "Desserts");
  const dish = (fields: Record<string, string>) =>
    api.form("POST", "/api/dishes", formOf(fields)).then(created);
  const tikka = await dish({
    categoryId: mains,
    title_de: "Chicken Tikka Masala",
    title_en: "Chicken Tikka Masala",
    description_de: "Hähnchen in würziger Tomaten-Sahne-Soße",
    description_en: "Chicken in a spiced tomato cream sauce",
    priceCents: "1250",
    isSpicy: "true",
    allergens: "G",
    additives: "1,3",
    position: "1",
  });
  const lassi = await dish({
    categoryId: drinks,
    title_de: "Mango Lassi",
    title_en: "Mango lassi",
    variants: JSON.stringify([
      { label_de: "0,3 l", label_en: "0.3 l", priceCents: 350, volumeMl: 300 },
      { label_de: "0,5 l", label_en: "0.5 l", priceCents: 490, volumeMl: 500 },
    ]),
    isVeg: "true",
    allergens: "G",
    position: "1",
  });
  const dip = await dish({
    categoryId: mains,
    title_de: "Mint-Dip",
    title_en: "Mint dip",
    description_de: '=mild; mit "frischer" Minze\nund Joghurt',
    description_en: "-mild, with fresh mint",
    priceCents: "250",
    isVeg: "true",
    allergensDeclared: "true",
    position: "2",
  });
  const special = await dish({
    categoryId: mains,
    title_de: "Weihnachtsmenü",
    title_en: "Christmas menu",
    priceCents: "3900",
    availableFrom: "2026-12-20",
    availableUntil: "2026-12-26",
    position: "3",
  });
  return { categoryIds: { mains, drinks, empty }, dishIds: { tikka, lassi, dip, special } };
}

export async function exportCsv(api: ApiClient): Promise<Uint8Array<ArrayBuffer>> {
  const res = await api.get("/api/menu/export.csv");
  if (res.status !== 200) throw new Error(`export failed: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

export async function importCsv(
  api: ApiClient,
  file: Uint8Array<ArrayBuffer> | string,
  { dryRun = false, name = "menu.csv" } = {},
) {
  const form = formOf(
    { ...(dryRun ? { dryRun: "true" } : {}) },
    { file: [new Blob([file]), name] },
  );
  const res = await api.form("POST", "/api/menu/import", form);
  return { status: res.status, body: (await res.json()) as MenuImportResult & { error?: string } };
}

/** The ids a saved fixture holds in place of the ones a test's menu gets. */
export const FIXTURE_IDS = {
  tikka: "DISH-TIKKA",
  lassi: "DISH-LASSI",
  dip: "DISH-DIP",
  special: "DISH-SPECIAL",
} as const;

export function withMenuIds(text: string, menu: TransferMenu): string {
  let out = text;
  for (const [name, placeholder] of Object.entries(FIXTURE_IDS))
    out = out.replaceAll(placeholder, menu.dishIds[name as keyof typeof FIXTURE_IDS]);
  return out;
}

/**
 * A dish's row in an exported file, as the file holds it. Ids are base64url, so one may start with
 * "-": the export then writes it after the apostrophe that keeps a spreadsheet from running it.
 */
export const exportedRow = (lines: readonly string[], id: string): string | undefined =>
  lines.find((l) => l.startsWith(`${id};`) || l.startsWith(`'${id};`));
