import type { DishWire } from "@shared/contract/dish-wire.ts";
import {
  answerConfirm,
  categorySelect,
  chooseCategory,
  dishRow,
  expect,
  openTab,
  pngImage,
  test,
  toast,
  type AdminApi,
  openDishForm,
} from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

async function newDish(api: AdminApi, categoryId: string, title: string): Promise<DishWire> {
  return api.form<DishWire>("POST", "/api/dishes", {
    categoryId,
    title_en: title,
    title_de: `${title} DE`,
    description_en: "Crisp pastry with spiced potatoes.",
    description_de: "Knusprig.",
    priceCents: "1000",
    isVeg: "true",
  });
}

test("create: the specified messages, price with comma or dot, image preview, Veg and Spicy, toast, each at the end", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Starters"));
  await openTab(page, "Dishes");
  const form = await openDishForm(page);

  // Nothing chosen yet: every rule speaks, and focus goes to the first problem.
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(page.getByText("Select a category first.")).toBeVisible();
  await expect(categorySelect(page)).toBeFocused();
  await expect(form.getByText("Enter at least English or German title.")).toBeVisible();
  await expect(form.getByText("Price is required.")).toBeVisible();

  await chooseCategory(page, category.name);
  await expect(page.getByText("Select a category first.")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Add dish to ${category.name}` })).toBeVisible();
  await expect(page.getByText("No dishes yet.")).toBeVisible();

  const title = unique("Samosa");
  await form.getByLabel("English title").fill(title);
  await form.getByLabel("German description").fill("Knusprige Teigtaschen");
  await form.getByLabel("Price (€)").fill("12,50");
  await expect(form.getByText("Saved as €12.50")).toBeVisible();
  await form.getByLabel("Veg").check();
  await form.getByLabel("Spicy").check();
  await form
    .getByLabel("Image (optional)")
    .setInputFiles({ name: "samosa.png", mimeType: "image/png", buffer: await pngImage(400, 300) });
  await expect(form.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await form.getByRole("button", { name: "Add dish" }).click();

  await expect(toast(page, "Dish added successfully")).toBeVisible();
  const added = dishRow(page, title);
  await expect(added).toContainText("€12.50");
  await expect(added).toContainText("Veg");
  await expect(added).toContainText("Spicy");
  await expect(added.locator("img")).toHaveAttribute("src", /\/uploads\//);
  await expect(form.getByLabel("English title")).toHaveValue("");
  await expect(form.getByLabel("English title")).toBeFocused();
  await expect(form.getByRole("img", { name: "Preview of the chosen image" })).toHaveCount(0);

  // A dot works as well, and a German title alone is enough.
  const german = unique("Pakora");
  await form.getByLabel("German title").fill(german);
  await form.getByLabel("Price (€)").fill("7.9");
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(toast(page, "Dish added successfully").last()).toBeVisible();
  await expect(dishRow(page, german)).toContainText("€7.90");

  const saved = await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`);
  expect(
    saved.map((d) => [
      d.titleI18n.en,
      d.titleI18n.de,
      d.priceCents,
      d.isVeg,
      d.isSpicy,
      d.position,
    ]),
  ).toEqual([
    [title, "", 1250, true, true, 0],
    ["", german, 790, false, false, 1],
  ]);
  // Order is set by moving rows: no number to type or read.
  await expect(form.getByLabel("Position")).toHaveCount(0);
  await expect(dishRow(page, german)).not.toContainText("Position");
});

test("a file that is not an image is refused before upload", async ({ page }) => {
  await openTab(page, "Dishes");
  const form = await openDishForm(page);
  await form.getByLabel("Image (optional)").setInputFiles({
    name: "menu.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(
    form.getByText("Please choose an image file (JPEG, PNG, WebP or AVIF)."),
  ).toBeVisible();
  await expect(form.getByRole("img", { name: "Preview of the chosen image" })).toHaveCount(0);
});

test("edit: prefilled; empty text fields, an empty price and the place are not sent; moved, it goes to the end; toast", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Curries"));
  const other = await newCategory(unique("Specials"));
  const there = [
    await newDish(api, other._id, unique("Vindaloo")),
    await newDish(api, other._id, unique("Madras")),
  ];
  const title = unique("Korma");
  await newDish(api, category._id, title);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);

  const edit = page.getByRole("button", { name: `Edit ${title}` });
  await edit.click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await expect(form.getByLabel("English title")).toBeFocused();
  await expect(form.getByLabel("German title")).toHaveValue(`${title} DE`);
  await expect(form.getByLabel("English description")).toHaveValue(
    "Crisp pastry with spiced potatoes.",
  );
  await expect(form.getByLabel("Price (€)")).toHaveValue("10.00");
  await expect(form.getByLabel("Veg")).toBeChecked();
  await expect(form.getByText("Empty fields keep their current text.")).toBeVisible();

  const renamed = unique("Korma renamed");
  await form.getByLabel("English title").fill(renamed);
  await form.getByLabel("German title").fill("");
  await form.getByLabel("German description").fill("");
  await form.getByLabel("Price (€)").fill("");
  await form.getByLabel("Spicy").check();

  const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/dishes/"));
  await form.getByRole("button", { name: "Save" }).click();
  const body = (await put).postData() ?? "";
  expect(body).toContain(`name="title_en"\r\n\r\n${renamed}`);
  expect(body).not.toContain('name="title_de"');
  expect(body).not.toContain('name="description_de"');
  expect(body).not.toContain('name="priceCents"');
  expect(body).toContain('name="isSpicy"\r\n\r\ntrue');
  expect(body).not.toContain('name="position"');

  await expect(toast(page, "Dish updated")).toBeVisible();
  const updated = dishRow(page, renamed);
  await expect(updated).toContainText(`${title} DE`);
  await expect(updated).toContainText("€10.00");
  await expect(updated).toContainText("Spicy");
  await expect(page.getByRole("button", { name: `Edit ${renamed}` })).toBeFocused();

  // Moving the dish to another category, with a new price.
  await page.getByRole("button", { name: `Edit ${renamed}` }).click();
  const again = page.getByRole("form", { name: `Edit ${renamed}` });
  await again.getByLabel("Category").selectOption({ label: other.name });
  await again.getByLabel("Price (€)").fill("11,5");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(again).toBeHidden();
  await expect(dishRow(page, renamed)).toHaveCount(0);
  await chooseCategory(page, other.name);
  await expect(dishRow(page, renamed)).toContainText("€11.50");
  const moved = await api.get<DishWire[]>(`/api/dishes?categoryId=${other._id}`);
  expect(moved.map((d) => d.title)).toEqual([...there.map((d) => d.title), renamed]);
});

test("delete asks 'Delete this dish?' and answers with a toast", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Desserts"));
  const title = unique("Kulfi");
  await newDish(api, category._id, title);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await answerConfirm(page, "Delete this dish?", "cancel");
  await expect(dishRow(page, title)).toBeVisible();

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await answerConfirm(page, "Delete this dish?", "confirm");
  await expect(toast(page, "Dish deleted")).toBeVisible();
  await expect(dishRow(page, title)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Dishes in ${category.name}` })).toBeFocused();
});

test("failures: 'Failed to load categories', 'Failed to load dishes', 'Failed to add dish', 'Failed to update dish', 'Delete failed'", async ({
  page,
  api,
  unique,
  faults,
  newCategory,
}) => {
  const category = await newCategory(unique("Rice"));
  const title = unique("Biryani");
  await newDish(api, category._id, title);

  const lift = faults.always("GET", /^\/api\/categories$/);
  await openTab(page, "Dishes");
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load categories" }),
  ).toBeVisible();
  lift();
  await page.getByRole("button", { name: "Try again" }).click();

  faults.once("GET", /^\/api\/dishes\?categoryId=/);
  await categorySelect(page).selectOption({ label: category.name });
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load dishes" })).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(dishRow(page, title)).toBeVisible();

  const form = await openDishForm(page);
  faults.once("POST", /^\/api\/dishes$/);
  await form.getByLabel("English title").fill(unique("Never"));
  await form.getByLabel("Price (€)").fill("5");
  await form.getByRole("button", { name: "Add dish" }).click();
  await expect(form.getByRole("alert")).toHaveText("Create failed");
  await expect(toast(page, "Failed to add dish")).toBeVisible();

  faults.once("PUT", /^\/api\/dishes\/[^/?]+$/, 415, apiErrorBody("imageFormat"));
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByRole("alert")).toHaveText(
    "Only JPEG, PNG, WebP or AVIF images are accepted.",
  );
  await expect(toast(page, "Failed to update dish")).toBeVisible();
  faults.once("PUT", /^\/api\/dishes\/[^/?]+$/);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Update failed");
  await edit.getByRole("button", { name: "Cancel" }).click();

  faults.once("DELETE", /^\/api\/dishes\/[^/?]+$/);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await answerConfirm(page, "Delete this dish?", "confirm");
  await expect(toast(page, "Delete failed")).toBeVisible();
  await expect(dishRow(page, title)).toBeVisible();
});
