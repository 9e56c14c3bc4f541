import type { Page, Request } from "@playwright/test";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { chooseCategory, expect, openTab, test, toast, type AdminApi } from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

async function newDishes(api: AdminApi, categoryId: string, titles: string[]): Promise<DishWire[]> {
  const dishes: DishWire[] = [];
  for (const title of titles)
    dishes.push(
      await api.form<DishWire>("POST", "/api/dishes", {
        categoryId,
        title_en: title,
        priceCents: "500",
      }),
    );
  return dishes;
}

const dishList = (page: Page) => page.getByRole("region", { name: /^Dishes in/ });
const categoryList = (page: Page) => page.getByRole("region", { name: "All categories" });

/** The titles of the listed rows, in screen order, among the given ones (other tests' rows are left out). */
async function shownOrder(list: ReturnType<typeof dishList>, titles: string[]): Promise<string[]> {
  const texts = await list.getByRole("listitem").allInnerTexts();
  return texts
    .map((text) => titles.find((title) => text.includes(title)))
    .filter((title): title is string => title !== undefined);
}

async function expectShownOrder(
  list: ReturnType<typeof dishList>,
  titles: string[],
  expected: string[],
) {
  await expect.poll(() => shownOrder(list, titles)).toEqual(expected);
}

/**
 * dnd-kit's keyboard drag: Space on the handle picks the item up, an arrow key moves it one
 * place, Space drops it. Each step waits for its announcement, as a person waits for the
 * screen (reader): the sensor starts listening for arrows only after the pick-up.
 */
async function keyboardDrag(
  page: Page,
  name: string,
  key: "ArrowDown" | "ArrowUp",
  from: number,
  to: number,
  count: number,
) {
  await page.getByRole("button", { name: `Drag to move ${name}` }).focus();
  await page.keyboard.press("Space");
  await expect(
    announcement(page, `Picked up ${name}, at position ${from} of ${count}.`),
  ).toBeAttached();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  await page.keyboard.press(key);
  await expect(announcement(page, `${name} moved to position ${to} of ${count}.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(announcement(page, `${name} dropped at position ${to} of ${count}.`)).toBeAttached();
}

/** dnd-kit's live region, which screen readers read out during a drag. */
const announcement = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text });

const isOrderCall = (path: string) => (r: Request) =>
  r.method() === "PUT" && new URL(r.url()).pathname === path;

async function dishOrder(api: AdminApi, categoryId: string): Promise<string[]> {
  return (await api.get<DishWire[]>(`/api/dishes?categoryId=${categoryId}`)).map((d) => d.title);
}

test("dishes: Move up and Move down save the new order at once, keep focus, and survive a reload", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Tandoor"));
  const [a, b, c] = [unique("Naan"), unique("Tikka"), unique("Kebab")];
  const dishes = await newDishes(api, category._id, [a, b, c]);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const list = dishList(page);
  await expect(list.getByText("Drag a dish by its handle, or use the arrow buttons")).toBeVisible();
  await expect(page.getByRole("button", { name: `Move ${a} up` })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Move ${c} down` })).toBeDisabled();

  const put = page.waitForRequest(isOrderCall("/api/dishes/order"));
  await page.getByRole("button", { name: `Move ${c} up` }).click();
  expect((await put).postDataJSON()).toEqual({
    categoryId: category._id,
    ids: [dishes[0]?._id, dishes[2]?._id, dishes[1]?._id],
  });
  await expectShownOrder(list, [a, b, c], [a, c, b]);
  await expect(toast(page, "Order saved")).toBeVisible();
  await expect(page.getByRole("button", { name: `Move ${c} up` })).toBeFocused();
  expect(await dishOrder(api, category._id)).toEqual([a, c, b]);

  // Once more: now at the top, its Move up is disabled and focus moves to Move down.
  await page.keyboard.press("Enter");
  await expectShownOrder(list, [a, b, c], [c, a, b]);
  await expect(page.getByRole("button", { name: `Move ${c} up` })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Move ${c} down` })).toBeFocused();
  await expect.poll(() => dishOrder(api, category._id)).toEqual([c, a, b]);

  await page.getByRole("button", { name: `Move ${a} down` }).click();
  await expectShownOrder(list, [a, b, c], [c, b, a]);
  await expect.poll(() => dishOrder(api, category._id)).toEqual([c, b, a]);

  await page.reload();
  await page.getByRole("tab", { name: "Dishes" }).click();
  await chooseCategory(page, category.name);
  await expectShownOrder(dishList(page), [a, b, c], [c, b, a]);
});

test("dishes: a keyboard drag (Space, arrow down, Space) saves the order and is announced", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Breads"));
  const [a, b, c] = [unique("Roti"), unique("Kulcha"), unique("Paratha")];
  await newDishes(api, category._id, [a, b, c]);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const list = dishList(page);

  const put = page.waitForRequest(isOrderCall("/api/dishes/order"));
  await keyboardDrag(page, a, "ArrowDown", 1, 2, 3);
  await put;
  await expect(page.getByRole("button", { name: `Drag to move ${a}` })).toBeFocused();
  await expectShownOrder(list, [a, b, c], [b, a, c]);
  await expect(toast(page, "Order saved")).toBeVisible();
  await expect.poll(() => dishOrder(api, category._id)).toEqual([b, a, c]);

  // Escape puts an item back without saving anything.
  let saves = 0;
  page.on("request", (r) => void (isOrderCall("/api/dishes/order")(r) && saves++));
  await page.getByRole("button", { name: `Drag to move ${c}` }).focus();
  await page.keyboard.press("Space");
  await expect(announcement(page, `Picked up ${c}, at position 3 of 3.`)).toBeAttached();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  await page.keyboard.press("ArrowUp");
  await expect(announcement(page, `${c} moved to position 2 of 3.`)).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(
    announcement(page, `Moving cancelled. ${c} is back at position 3 of 3.`),
  ).toBeAttached();
  await expectShownOrder(list, [a, b, c], [b, a, c]);
  expect(saves).toBe(0);
});

test("dishes: dragging a handle with the pointer saves the order", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Sides"));
  const [a, b, c] = [unique("Raita"), unique("Chutney"), unique("Pickle")];
  await newDishes(api, category._id, [a, b, c]);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const list = dishList(page);

  // All three rows on screen, below the sticky header.
  await list
    .getByRole("listitem")
    .filter({ hasText: b })
    .evaluate((row) => row.scrollIntoView({ block: "center" }));
  const from = await page.getByRole("button", { name: `Drag to move ${c}` }).boundingBox();
  const to = await list.getByRole("listitem").filter({ hasText: a }).boundingBox();
  if (!from || !to) throw new Error("rows not laid out");
  const put = page.waitForRequest(isOrderCall("/api/dishes/order"));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // In steps, past the activation distance, to the middle of the first row.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await put;
  await expectShownOrder(list, [a, b, c], [c, a, b]);
  await expect.poll(() => dishOrder(api, category._id)).toEqual([c, a, b]);
});

test("dishes: a refused order goes back to the old one with 'Failed to save order'", async ({
  page,
  api,
  unique,
  faults,
  newCategory,
}) => {
  const category = await newCategory(unique("Thali"));
  const [a, b] = [unique("Dal"), unique("Sabzi")];
  await newDishes(api, category._id, [a, b]);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  const list = dishList(page);

  faults.once("PUT", /^\/api\/dishes\/order$/, 400, apiErrorBody("dishOrderIncomplete"));
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect(
    toast(page, "Failed to save order").filter({
      hasText: "The order must list every dish exactly once.",
    }),
  ).toBeVisible();
  await expectShownOrder(list, [a, b], [a, b]);
  expect(await dishOrder(api, category._id)).toEqual([a, b]);

  // Without a reason from the server, the toast alone says it.
  faults.once("PUT", /^\/api\/dishes\/order$/);
  await page.getByRole("button", { name: `Move ${a} down` }).click();
  await expect(toast(page, "Failed to save order").last()).toBeVisible();
  await expectShownOrder(list, [a, b], [a, b]);

  await page.getByRole("button", { name: `Move ${a} down` }).click();
  await expect(toast(page, "Order saved")).toBeVisible();
  await expectShownOrder(list, [a, b], [b, a]);
  await expect.poll(() => dishOrder(api, category._id)).toEqual([b, a]);
});

test("dishes: with all categories shown, sorting needs a category", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Mixed"));
  const [dish] = await newDishes(api, category._id, [unique("Lassi")]);
  await openTab(page, "Dishes");
  const list = page.getByRole("region", { name: "All dishes" });
  await expect(
    list.getByText("To change the order of dishes, choose their category above."),
  ).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: dish?.title ?? "" })).toBeVisible();
  await expect(list.getByRole("button", { name: /^Move .* (up|down)$/ })).toHaveCount(0);
  await expect(list.getByRole("button", { name: /^Drag to move / })).toHaveCount(0);
});

test("categories: Move up and Move down save every category's order at once; a keyboard drag too", async ({
  page,
  api,
  unique,
}) => {
  // A category order names every category: no other test may add or delete one meanwhile.
  // Far down the list and next to each other, so only these three change places.
  const names = [unique("Order A"), unique("Order B"), unique("Order C")];
  for (const [i, name] of names.entries())
    await api.json<CategoryWire>("POST", "/api/categories", {
      name_en: name,
      name_de: "",
      position: 900_000 + i,
    });
  const [a, b, c] = names as [string, string, string];
  await openTab(page, "Categories");
  const list = categoryList(page);
  await expect(list.getByRole("listitem").filter({ hasText: c })).toBeVisible();

  const put = page.waitForRequest(isOrderCall("/api/categories/order"));
  await page.getByRole("button", { name: `Move ${c} up` }).click();
  const all = await api.get<CategoryWire[]>("/api/categories");
  const body = (await put).postDataJSON() as { ids: string[] };
  expect(body.ids).toHaveLength(all.length);
  await expect(toast(page, "Order saved")).toBeVisible();
  await expectShownOrder(list, names, [a, c, b]);
  await expect(page.getByRole("button", { name: `Move ${c} up` })).toBeFocused();

  const order = async () =>
    (await api.get<CategoryWire[]>("/api/categories")).filter((cat) => names.includes(cat.name));
  await expect.poll(async () => (await order()).map((cat) => cat.name)).toEqual([a, c, b]);
  expect(body.ids).toEqual(
    (await api.get<CategoryWire[]>("/api/categories")).map((cat) => cat._id),
  );
  // Every position is renumbered by place.
  const saved = await api.get<CategoryWire[]>("/api/categories");
  expect(saved.map((cat) => cat.position)).toEqual(saved.map((_, index) => index));

  // Keyboard drag: A goes down past C.
  const placeOfA =
    (await api.get<CategoryWire[]>("/api/categories")).findIndex((cat) => cat.name === a) + 1;
  await keyboardDrag(page, a, "ArrowDown", placeOfA, placeOfA + 1, saved.length);
  await expectShownOrder(list, names, [c, a, b]);
  await expect.poll(async () => (await order()).map((cat) => cat.name)).toEqual([c, a, b]);

  // Loaded afresh (a phone opens on "Today": back to the categories).
  await openTab(page, "Categories");
  await expectShownOrder(categoryList(page), names, [c, a, b]);

  // The Dishes tab's category choice follows the same order.
  // The tab's code may still be on its way: a person waits until the choice is there.
  await page.getByRole("tab", { name: "Dishes" }).click();
  const options = page
    .getByRole("region", { name: "Category selection" })
    .getByLabel("Category")
    .locator("option")
    .filter({ hasText: new RegExp(`^(${names.join("|")})$`) });
  await expect(options).toHaveText([c, a, b]);
});

test("categories: a refused order goes back to the old one with 'Failed to save order'", async ({
  page,
  unique,
  faults,
  newCategory,
}) => {
  const a = (await newCategory(unique("Keep A"), 900_100)).name;
  const b = (await newCategory(unique("Keep B"), 900_101)).name;
  await openTab(page, "Categories");
  const list = categoryList(page);
  await expect(list.getByRole("listitem").filter({ hasText: b })).toBeVisible();

  // Answered by the test, so the server's order never changes here.
  faults.once("PUT", /^\/api\/categories\/order$/, 400, apiErrorBody("categoryOrderIncomplete"));
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect(
    toast(page, "Failed to save order").filter({
      hasText: "The order must list every category exactly once.",
    }),
  ).toBeVisible();
  await expectShownOrder(list, [a, b], [a, b]);
});
