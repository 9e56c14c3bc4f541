import { describe, expect, it } from "vitest";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import { volumeMlSchema, VOLUME_ML_MAX } from "@shared/contract/dish-variant.ts";
import { DishCreateRequestSchema as DishCreateInputSchema } from "@shared/contract/dish-wire.ts";
import { adminCatalogues, issueInLang } from "~/features/admin/i18n/admin-i18n";

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") found.set(`${prefix}${key}`, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const de = leaves(adminCatalogues.de);
const en = leaves(adminCatalogues.en);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The product's exact English strings of the admin panel (its screens, validation rules and error catalogue). */
const PRODUCT_STRINGS = [
  // Tabs and header
  "Categories",
  "Dishes",
  "Opening Hours",
  "Midday Discount",
  "Logout",
  // Login
  "Login",
  "Logging in...",
  "Login failed",
  // Categories
  "English name is required, German optional, English is the fallback.",
  "Please enter at least English or German name.",
  "Failed to load",
  "Create failed",
  "Update failed",
  "Delete failed",
  "Category added successfully",
  "Category updated",
  "Category deleted",
  "Failed to add category",
  "Delete this category?",
  // Dishes
  "Select a category first.",
  "Enter at least English or German title.",
  "Price is required.",
  "Failed to load categories",
  "Failed to load dishes",
  "Dish added successfully",
  "Dish updated",
  "Dish deleted",
  "Failed to add dish",
  "Failed to update dish",
  "Delete this dish?",
  // Opening hours
  "Add Interval",
  "Please fix times (format HH:MM, open < close).",
  "Failed to load opening hours",
  "Saved successfully",
  "Cleared successfully",
  "Save failed",
  "Clear this weekday?",
  // Midday Discount
  "At least one title is required ❌",
  "Please choose at least one image ❌",
  "Upload failed ❌",
  "Delete failed ❌",
  "Failed to load images ❌",
  "Uploaded successfully",
  "Deleted successfully",
  "Delete this image?",
];

describe("the admin's catalogues", () => {
  it("have the same keys in German and English, the same placeholders, and no empty text", () => {
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    for (const [key, german] of de) {
      const english = en.get(key) ?? "";
      expect(german.trim(), key).not.toBe("");
      expect(english.trim(), key).not.toBe("");
      expect(placeholders(english), key).toEqual(placeholders(german));
    }
  });

  it("hold the product's exact English strings", () => {
    const english = new Set(en.values());
    for (const text of PRODUCT_STRINGS) expect(english.has(text), text).toBe(true);
  });

  it("write German the one way: an ellipsis after a space („Wird geladen …“), no ❌", () => {
    for (const [key, german] of de) {
      expect(german, key).not.toMatch(/\S…|\.\.\./);
      expect(german, key).not.toContain("❌");
    }
  });

  it("give quantities in ml beside fields in ml, and say verbal allergen information needs written records", () => {
    for (const catalogue of [de, en]) {
      for (const key of ["categories.drinks", "warnings.noVolumeHint"])
        expect(catalogue.get(key), key).toMatch(/\bml\b.*\b300\b/);
    }
    expect(de.get("warnings.undeclaredHint")).toContain("schriftliche Dokumentation");
    expect(en.get("warnings.undeclaredHint")).toContain("written documentation");
  });

  it("quote the German way: „…“", () => {
    for (const [key, german] of de) {
      expect(german, key).not.toMatch(/[”"]/);
      expect(german.split("„").length, key).toBe(german.split("“").length);
    }
  });
});

describe("the contract's and the server's messages in German", () => {
  it("know the admin's own checks by their codes", () => {
    expect(issueInLang("dateRequired", "en")).toBe("Choose a date.");
    expect(issueInLang("dateRequired", "de")).toBe(adminCatalogues.de.errors.dateRequired);
    expect(issueInLang("dateInPast", "en")).toBe(
      "This date is over: choose today or a later date.",
    );
    expect(issueInLang("titleNeededForImages", "en")).toBe(
      "Images need a title in their language ❌",
    );
    expect(issueInLang("passwordMismatch", "de")).toBe("Die Passwörter stimmen nicht überein.");
  });

  it("translate the schemas' own messages, with the numbers they carry", () => {
    const tooLong =
      CategoryRequestSchema.safeParse({ name_en: "x".repeat(500) }).error?.issues[0]?.message ?? "";
    expect(issueInLang(tooLong, "de")).toBe("Der Name ist zu lang.");
    expect(issueInLang(tooLong, "en")).toBe("Name is too long.");
    const volume = volumeMlSchema.safeParse("0").error?.issues[0]?.message ?? "";
    expect(issueInLang(volume, "de")).toBe(
      `Die Menge muss eine ganze Zahl an Millilitern zwischen 1 und ${VOLUME_ML_MAX} sein.`,
    );
    const longText =
      DishCreateInputSchema.safeParse({
        categoryId: "c",
        title_en: "x".repeat(5000),
        priceCents: "100",
      }).error?.issues[0]?.message ?? "";
    expect(issueInLang(longText, "de")).toMatch(/^Der Text ist länger als \d+ Zeichen\.$/);
  });

  it("read a message that is no code (zod's own) as invalid input, never as English text", () => {
    expect(issueInLang("Invalid input: expected string, received number", "de")).toBe(
      adminCatalogues.de.errors.invalidInput,
    );
    expect(issueInLang("Dish not found", "de")).toBe(adminCatalogues.de.errors.invalidInput);
    expect(issueInLang("dishNotFound", "de")).toBe("Gericht nicht gefunden");
  });
});
