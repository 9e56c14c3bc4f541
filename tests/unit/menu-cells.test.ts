import { describe, expect, it } from "vitest";
import { issueText } from "@shared/contract/api-errors.ts";
import {
  emptyCells,
  parseCells,
  type Cells,
} from "../../server/features/menu-transfer/dish-cells.server.ts";
import { readCsv, writeCsv } from "../../server/features/menu-transfer/menu-csv.server.ts";

// A row's problems are coded messages; here they are read in the answer's English words.
const row = (cells: Partial<Cells>) => {
  const parsed = parseCells({ ...emptyCells(), titleDe: "Naan", ...cells }, "category");
  return parsed.ok ? parsed : { ok: false as const, messages: parsed.messages.map(issueText) };
};
const priceOf = (price: string) => {
  const parsed = row({ price });
  return parsed.ok ? parsed.input.priceCents : parsed.messages;
};

describe("a dish row's cells", () => {
  it("read prices as spreadsheets write them", () => {
    expect(["12,50", "12,5", "12.50", "12", "12,50 €", "1.250,00"].map(priceOf)).toEqual([
      1250, 1250, 1250, 1200, 1250, 125000,
    ]);
    expect(priceOf("zwölf")).toEqual(["Prices are written in euros, like 12,50."]);
    expect(priceOf("12,505")).toEqual(["Prices are written in euros, like 12,50."]);
  });

  it("do not call sizes that failed a missing price", () => {
    expect(
      row({
        variant1De: "Klein",
        variant1Price: "3,50",
        variant2De: "Groß",
        variant2Price: "4,90",
        variant2Volume: "20000",
      }),
    ).toEqual({
      ok: false,
      messages: ["Volume must be a whole number of millilitres between 1 and 10000."],
    });
  });

  it("read dates as Excel, LibreOffice and the contract write them", () => {
    for (const date of ["24.12.2026", "24.12.26", "2026-12-24"]) {
      const parsed = row({ price: "1", availableFrom: date });
      expect(parsed.ok && parsed.input.availableFrom, date).toBe("2026-12-24");
    }
    expect(row({ price: "1", availableFrom: "12/24/26" })).toEqual({
      ok: false,
      messages: ["Dates are written as DD.MM.YYYY or YYYY-MM-DD."],
    });
    expect(row({ price: "1", availableFrom: "31.02.2026" })).toEqual({
      ok: false,
      messages: ["Dates must be real dates in the format YYYY-MM-DD."],
    });
  });

  it("report every problem of a row at once, in the form's words", () => {
    expect(row({ titleDe: "", price: "abc", veg: "vielleicht", allergens: "A, Q" })).toEqual({
      ok: false,
      messages: [
        "Prices are written in euros, like 12,50.",
        "Write “ja” or “nein” in the yes/no columns.",
        "Unknown allergen code: Q",
        "Enter at least English or German title.",
      ],
    });
  });
});

describe("the CSV", () => {
  it("guards formula-looking cells on the way out and takes the guard off on the way in", async () => {
    const cells = ["=1+1", "+49 2921", "-mild", "@home", "'quoted", "plain"];
    const file = writeCsv([cells]);
    expect(file).toBe("\uFEFF'=1+1;'+49 2921;'-mild;'@home;'quoted;plain\r\n");
    expect(await readCsv(new TextEncoder().encode(file))).toEqual([cells]);
  });

  it("keeps blank rows, so rows are numbered as the spreadsheet numbers them", async () => {
    expect(await readCsv(new TextEncoder().encode("ID;Name (DE)\n\n;Naan\n;;\n"))).toEqual([
      ["ID", "Name (DE)"],
      [],
      ["", "Naan"],
      [],
    ]);
  });

  it("keeps a character whole when the file is read in slices that split its bytes", async () => {
    // The file is read 8 KB at a time; here the "ü" straddles a border.
    const start = "ID;Name (DE)\n;";
    const name = `${"x".repeat(64 * 1024 - 1 - start.length)}ü 🌶️`;
    expect(await readCsv(new TextEncoder().encode(`${start}${name}\n;Naan\n`))).toEqual([
      ["ID", "Name (DE)"],
      ["", name],
      ["", "Naan"],
    ]);
  });
});
