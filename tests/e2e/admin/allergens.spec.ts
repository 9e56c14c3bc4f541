import type { DishWire } from "@shared/contract/dish-wire.ts";
import { chooseCategory, dishRow, expect, openTab, test, toast, openDishForm } from "./fixtures";

/** The multipart field's value in a request body. */
function field(body: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
}

test("create: allergen and additive boxes in two labelled groups, sent as lists, shown in the row and saved", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Curries"));
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const form = await openDishForm(page);

  const allergens = form.getByRole("group", { name: "Allergens" });
  const additives = form.getByRole("group", { name: "Additives" });
  await expect(allergens.getByRole("checkbox")).toHaveCount(14);
  await expect(additives.getByRole("checkbox")).toHaveCount(12);
  await expect(allergens.getByRole("checkbox", { checked: true })).toHaveCount(0);

  const title = unique("Butter chicken");
  await form.getByLabel("English title").fill(title);
  await form.getByLabel("Price (€)").fill("14,90");
  // Ticked out of order; sent in the legend's order.
  await allergens.getByLabel("G – Milk/lactose").check();
  await allergens.getByLabel("A – Cereals containing gluten").check();
  await additives.getByLabel("10 – contains a source of phenylalanine").check();
  await additives.getByLabel("2 – with preservative").check();

  const post = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/dishes"));
  await form.getByRole("button", { name: "Add dish" }).click();
  const body = (await post).postData() ?? "";
  expect(field(body, "allergens")).toBe("A,G");
  expect(field(body, "additives")).toBe("2,10");
  await expect(toast(page, "Dish added successfully")).toBeVisible();

  const row = dishRow(page, title);
  await expect(row).toContainText("Allergens");
  await expect(row.getByText("A, G", { exact: true })).toBeVisible();
  await expect(row.getByText("2, 10", { exact: true })).toBeVisible();
  await expect(row.locator("abbr", { hasText: "G" })).toHaveAttribute("title", "G – Milk/lactose");
  // The form is empty again for the next dish.
  await expect(allergens.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(additives.getByRole("checkbox", { checked: true })).toHaveCount(0);

  const [saved] = await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`);
  expect(saved).toMatchObject({ title, allergens: ["A", "G"], additives: [2, 10] });

  // A dish without any shows neither list.
  const plain = unique("Plain rice");
  await form.getByLabel("English title").fill(plain);
  await form.getByLabel("Price (€)").fill("3");
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(toast(page, "Dish added successfully").last()).toBeVisible();
  await expect(dishRow(page, plain)).toBeVisible();
  // Nothing ticked and "checked" not ticked: the row lists no codes and says the allergens are undeclared.
  await expect(dishRow(page, plain).getByText("Allergens", { exact: true })).toHaveCount(0);
  await expect(dishRow(page, plain)).not.toContainText("Additives");
  await expect(dishRow(page, plain).getByText("Allergens not declared")).toBeVisible();
  expect(
    (await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`)).find(
      (d) => d.title === plain,
    ),
  ).toMatchObject({ allergens: [], additives: [] });
});

test("edit: the boxes start as saved; changes are sent and saved, unticking every box clears a list", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Starters"));
  const title = unique("Paneer tikka");
  const dish = await api.form<DishWire>("POST", "/api/dishes", {
    categoryId: category._id,
    title_en: title,
    priceCents: "900",
    allergens: "G,A",
    additives: "1",
  });
  expect(dish).toMatchObject({ allergens: ["A", "G"], additives: [1] });
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  await expect(dishRow(page, title).getByText("A, G", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  const allergens = form.getByRole("group", { name: "Allergens" });
  const additives = form.getByRole("group", { name: "Additives" });
  await expect(allergens.getByLabel("A – Cereals containing gluten")).toBeChecked();
  await expect(allergens.getByLabel("G – Milk/lactose")).toBeChecked();
  await expect(allergens.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(additives.getByLabel("1 – with colouring")).toBeChecked();

  await allergens.getByLabel("A – Cereals containing gluten").uncheck();
  await allergens.getByLabel("N – Sesame").check();
  await additives.getByLabel("1 – with colouring").uncheck();

  const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/dishes/"));
  await form.getByRole("button", { name: "Save" }).click();
  const body = (await put).postData() ?? "";
  expect(field(body, "allergens")).toBe("G,N");
  expect(field(body, "additives")).toBe("");
  await expect(toast(page, "Dish updated")).toBeVisible();

  const row = dishRow(page, title);
  await expect(row.getByText("G, N", { exact: true })).toBeVisible();
  await expect(row).not.toContainText("Additives");
  expect((await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`))[0]).toMatchObject({
    allergens: ["G", "N"],
    additives: [],
  });

  // Saving without touching the boxes keeps the declaration as it is.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await form.getByLabel("Price (€)").fill("9,50");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Dish updated").last()).toBeVisible();
  await expect(row).toContainText("€9.50");
  expect((await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`))[0]).toMatchObject({
    priceCents: 950,
    allergens: ["G", "N"],
    additives: [],
  });
});
