import type { DishWire } from "@shared/contract/dish-wire.ts";
import { chooseCategory, dishRow, expect, openTab, test, toast, openDishForm } from "./fixtures";

test("sizes: added, reordered and removed in the form, saved in that order with the lowest price", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Drinks"));
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const form = await openDishForm(page);
  const title = unique("Lassi");
  await form.getByLabel("English title").fill(title);

  await form.getByRole("button", { name: "Add sizes" }).click();
  await form.getByRole("button", { name: "Add size" }).click();
  const sizes = form.getByTestId("variant-fields").getByRole("listitem");
  await expect(sizes).toHaveCount(3);
  const fill = async (index: number, en: string, de: string, price: string, ml: string) => {
    const row = sizes.nth(index);
    await row.getByLabel(/English label/).fill(en);
    await row.getByLabel("German label").fill(de);
    await row.getByLabel("Price (€)").fill(price);
    await row.getByLabel("Quantity (ml)").fill(ml);
  };
  await fill(0, "Large", "Groß", "6,50", "500");
  await fill(1, "Small", "Klein", "4,50", "300");
  await fill(2, "Jug", "Krug", "12", "1000");
  await form.getByRole("button", { name: "Move Small up" }).click();
  await form.getByRole("button", { name: "Remove Jug" }).click();
  await expect(sizes).toHaveCount(2);
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(toast(page, "Dish added successfully")).toBeVisible();

  const saved = (await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`)).find(
    (d) => d.title === title,
  );
  expect(
    saved?.variants.map((v) => [v.labelI18n.en, v.labelI18n.de, v.priceCents, v.volumeMl]),
  ).toEqual([
    ["Small", "Klein", 450, 300],
    ["Large", "Groß", 650, 500],
  ]);
  expect(saved?.priceCents).toBe(450);
  await expect(dishRow(page, title).getByTestId("admin-dish-variants")).toContainText(
    "Small (0.3 l) €4.50 · Large (0.5 l) €6.50",
  );
});

test("sold out today: one tap on the row marks it, another ends it", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Mains"));
  const title = unique("Curry");
  const dish = await api.form<DishWire>("POST", "/api/dishes", {
    categoryId: category._id,
    title_en: title,
    priceCents: "990",
    allergens: "G",
  });
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const button = dishRow(page, title).getByRole("button", { name: `Sold out today ${title}` });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(toast(page, `“${title}” is sold out today`)).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  expect(
    (await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`)).find(
      (d) => d._id === dish._id,
    )?.soldOut,
  ).toBe(true);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  expect(
    (await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`)).find(
      (d) => d._id === dish._id,
    )?.soldOut,
  ).toBe(false);
});

test("legal warnings list undeclared allergens and drinks without a quantity until they are fixed", async ({
  page,
  api,
  unique,
}) => {
  const drinks = await api.json<{ _id: string; name: string }>("POST", "/api/categories", {
    name_en: unique("Getränke"),
    isDrinks: true,
  });
  const title = unique("Cola");
  const dish = await api.form<DishWire>("POST", "/api/dishes", {
    categoryId: drinks._id,
    title_en: title,
    priceCents: "300",
  });
  await openTab(page, "Dishes");
  const warnings = page.getByRole("region", { name: "Legal warnings" });
  await expect(warnings.getByTestId("warning-undeclared-allergens")).toContainText(title);
  await expect(warnings.getByTestId("warning-drinks-without-volume")).toContainText(title);
  await expect(dishRow(page, title).getByText("Allergens not declared")).toBeVisible();

  await dishRow(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await edit.getByLabel(/^Allergens checked/).check();
  await edit.getByLabel("Quantity (ml)").fill("330");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Dish updated")).toBeVisible();
  await expect(page.getByTestId("warning-undeclared-allergens").getByText(title)).toHaveCount(0);
  await expect(page.getByTestId("warning-drinks-without-volume").getByText(title)).toHaveCount(0);
  const saved = (await api.get<DishWire[]>(`/api/dishes?categoryId=${drinks._id}`)).find(
    (d) => d._id === dish._id,
  );
  expect(saved).toMatchObject({ allergensDeclared: true, allergens: [], volumeMl: 330 });
});
