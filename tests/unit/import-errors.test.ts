import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Lang } from "@shared/contract/common.ts";
import type { MenuImportResult } from "@shared/contract/menu-transfer.ts";
import { AdminI18nProvider } from "~/features/admin/i18n/admin-i18n";
import { ImportErrors } from "~/features/admin/menu-transfer/import-preview";
import { I18nProvider } from "~/lib/i18n/i18n";

// A refused file's lines are shown by their code and values; the English text beside them is for
// other clients, and the admin never reads it back (here it says something else on purpose).

const refused: MenuImportResult = {
  created: 0,
  updated: 0,
  unchanged: 0,
  categoriesCreated: 0,
  newCategories: [],
  changes: [],
  errors: [
    {
      line: 1,
      code: "importUnknownColumn",
      params: { header: "Preis (€)" },
      message: "Some English a client shows",
    },
    { line: 4, code: "importPriceFormat", message: "Another English text" },
  ],
};

const lines = (lang: Lang) => {
  const html = renderToStaticMarkup(
    createElement(I18nProvider, {
      lang,
      children: createElement(AdminI18nProvider, {
        children: createElement(ImportErrors, { result: refused }),
      }),
    }),
  );
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
};

describe("a refused import's lines in the admin", () => {
  it("are German by their code", () => {
    expect(lines("de")).toEqual([
      "Zeile 1: Unbekannte Spalte: Preis (€)",
      "Zeile 4: Preise bitte in Euro angeben, z. B. 12,50.",
    ]);
  });

  it("are English by their code", () => {
    expect(lines("en")).toEqual([
      "Line 1: Unknown column: Preis (€)",
      "Line 4: Prices are written in euros, like 12,50.",
    ]);
  });
});
