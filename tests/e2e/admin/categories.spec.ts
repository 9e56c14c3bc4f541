import type { Page } from "@playwright/test";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import { answerConfirm, expect, openTab, test, toast } from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

const row = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });

test("create: hint, validation, trimming, at the end of the list, toast", async ({
  page,
  unique,
  api,
}) => {
  await openTab(page, "Categories");
  const form = page.getByRole("region", { name: "Add category" });
  await expect(
    form.getByText("English name is required, German optional, English is the fallback."),
  ).toBeVisible();

  await form.getByLabel("English name").fill("   ");
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(form.getByText("Please enter at least English or German name.")).toBeVisible();
  await expect(form.getByLabel("English name")).toBeFocused();
  await expect(form.getByLabel("English name")).toHaveAttribute("aria-invalid", "true");

  const name = unique("Tandoori");
  const before = await api.get<CategoryWire[]>("/api/categories");
  await form.getByLabel("English name").fill(`  ${name}  `);
  await form.getByLabel("German name").fill(`  ${name} DE `);
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(toast(page, "Category added successfully")).toBeVisible();

  const added = row(page, name);
  await expect(added).toContainText(`${name} DE`);
  // Order is set by moving rows, not by a number: a new category goes last.
  await expect(added).not.toContainText("Position");
  await expect(form.getByLabel("Position")).toHaveCount(0);
  const saved = (await api.get<CategoryWire[]>("/api/categories")).find((c) => c.name === name);
  expect(saved?.position).toBe(Math.max(-1, ...before.map((c) => c.position)) + 1);
  await expect(form.getByLabel("English name")).toHaveValue("");
  await expect(form.getByLabel("English name")).toBeFocused();
  await expect(form.getByText("Please enter at least English or German name.")).toHaveCount(0);
});

test("a German name alone is enough, and positions order the list", async ({
  page,
  unique,
  api,
}) => {
  await openTab(page, "Categories");
  const form = page.getByRole("region", { name: "Add category" });
  const german = unique("Nachspeisen");
  await form.getByLabel("German name").fill(german);
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(toast(page, "Category added successfully")).toBeVisible();
  await expect(row(page, german)).toContainText("No English name");

  const list = await api.get<CategoryWire[]>("/api/categories");
  const saved = list.find((c) => c.nameI18n.de === german);
  expect(saved).toMatchObject({ nameI18n: { en: "", de: german } });

  const later = unique("Later");
  const earlier = unique("Earlier");
  const first = unique("First");
  // The API still takes a position: after the German one, out of order, and before everything.
  const end = saved?.position ?? 0;
  await api.json("POST", "/api/categories", { name_en: later, name_de: "", position: end + 2 });
  await api.json("POST", "/api/categories", { name_en: earlier, name_de: "", position: end + 1 });
  await api.json("POST", "/api/categories", { name_en: first, name_de: "", position: -5 });
  await openTab(page, "Categories");
  await expect(row(page, later)).toBeVisible();
  const names = await page
    .getByRole("region", { name: "All categories" })
    .getByRole("listitem")
    .allInnerTexts();
  const at = (name: string) => names.findIndex((text) => text.includes(name));
  expect(at(first)).toBeLessThan(at(german));
  expect(at(german)).toBeLessThan(at(earlier));
  expect(at(earlier)).toBeLessThan(at(later));
});

test("edit: prefilled, cancel keeps, save updates; focus returns to Edit", async ({
  page,
  unique,
  api,
}) => {
  const name = unique("Soups");
  await api.json("POST", "/api/categories", { name_en: name, name_de: `${name} DE`, position: 7 });
  await openTab(page, "Categories");

  const edit = page.getByRole("button", { name: `Edit ${name}` });
  await edit.click();
  const form = page.getByRole("form", { name: `Edit ${name}` });
  await expect(form.getByLabel("English name")).toHaveValue(name);
  await expect(form.getByLabel("English name")).toBeFocused();
  await expect(form.getByLabel("German name")).toHaveValue(`${name} DE`);

  await form.getByLabel("English name").fill("Changed but cancelled");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(row(page, name)).toBeVisible();

  await edit.click();
  await form.getByLabel("English name").fill("");
  await form.getByLabel("German name").fill("");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please enter at least English or German name.")).toBeVisible();

  const renamed = unique("Soups renamed");
  await form.getByLabel("English name").fill(renamed);
  await form.getByLabel("German name").fill(`${renamed} DE`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Category updated")).toBeVisible();
  await expect(row(page, renamed)).toContainText(`${renamed} DE`);
  // An edit keeps the category's place.
  expect(
    (await api.get<CategoryWire[]>("/api/categories")).find((c) => c.name === renamed)?.position,
  ).toBe(7);
  await expect(page.getByRole("button", { name: `Edit ${renamed}` })).toBeFocused();
});

test("delete asks first: Escape keeps the category, confirming deletes it", async ({
  page,
  unique,
  api,
}) => {
  const name = unique("Drinks");
  await api.json("POST", "/api/categories", { name_en: name, name_de: "", position: 0 });
  await openTab(page, "Categories");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await answerConfirm(page, "Delete this category?", "cancel");
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeFocused();
  await expect(row(page, name)).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await answerConfirm(page, "Delete this category?", "confirm");
  await expect(toast(page, "Category deleted")).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "All categories" })).toBeFocused();
});

test("failures: 'Failed to load', 'Create failed' with 'Failed to add category', 'Update failed', 'Delete failed'", async ({
  page,
  unique,
  api,
  faults,
}) => {
  const name = unique("Breads");
  await api.json("POST", "/api/categories", { name_en: name, name_de: "", position: 0 });

  // Until the retry: on a phone "Today" asks for the categories too, before their tab does.
  const recover = faults.always("GET", /^\/api\/categories$/);
  await openTab(page, "Categories");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load" })).toBeVisible();
  recover();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(row(page, name)).toBeVisible();

  const form = page.getByRole("region", { name: "Add category" });
  faults.once("POST", /^\/api\/categories$/);
  await form.getByLabel("English name").fill(unique("Never"));
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(form.getByRole("alert")).toHaveText("Create failed");
  await expect(toast(page, "Failed to add category")).toBeVisible();

  // The server's own reason is shown where it gives one.
  faults.once("POST", /^\/api\/categories$/, 400, apiErrorBody("nameTooLong"));
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(form.getByRole("alert")).toHaveText("Name is too long.");
  await expect(
    toast(page, "Failed to add category").filter({ hasText: "Name is too long." }),
  ).toBeVisible();

  faults.once("PUT", /^\/api\/categories\/[^/]+$/);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await page
    .getByRole("form", { name: `Edit ${name}` })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByRole("form", { name: `Edit ${name}` }).getByRole("alert")).toHaveText(
    "Update failed",
  );
  await expect(toast(page, "Update failed")).toBeVisible();
  await page
    .getByRole("form", { name: `Edit ${name}` })
    .getByRole("button", { name: "Cancel" })
    .click();

  faults.once("DELETE", /^\/api\/categories\/[^/]+$/, 404, apiErrorBody("categoryNotFound"));
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await answerConfirm(page, "Delete this category?", "confirm");
  await expect(
    toast(page, "Delete failed").filter({ hasText: "Category not found" }),
  ).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});
