import type { Dish } from "@shared/contract/dish.ts";
import { answerConfirm, chooseCategory, dishRow, expect, openTab, pngImage, signInAs, test, toast } from "./fixtures";

test("a manager deletes a dish with a photo and undoes it from the toast: the photo is served again", async ({ page, api, newCategory, newMember, unique }) => {
  const category = await newCategory(unique("Starters"));
  const title = unique("Onion Bhaji");
  const dish = await api.form<Dish>("POST", "/api/dishes", {
    categoryId: category._id,
    title_en: title,
    priceCents: "650",
    allergens: "A,G",
    image: { name: "bhaji.png", mimeType: "image/png", buffer: await pngImage(420, 320) },
  });
  expect((await page.request.get(dish.imageUrl!)).status()).toBe(200);
  await signInAs(page, await newMember("manager", unique("Ravi")));

  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  await dishRow(page, title).getByRole("button", { name: `Delete ${title}` }).click();
  await answerConfirm(page, "Delete this dish?", "confirm");
  const deleted = toast(page, "Dish deleted");
  await expect(deleted).toBeVisible();
  await expect(dishRow(page, title)).toHaveCount(0);
  expect((await page.request.get(dish.imageUrl!)).status()).toBe(404);

  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Undone")).toBeVisible();
  const back = dishRow(page, title);
  await expect(back).toContainText("€6.50");
  await expect(back.getByRole("definition")).toHaveText("A, G");
  await expect(back.locator("img")).toHaveAttribute("src", /\/uploads\//);
  expect((await page.request.get(dish.imageUrl!)).status()).toBe(200);
});

test("an undo is refused when the dish was changed since, and nothing changes", async ({ page, api, newCategory, newMember, unique }) => {
  const category = await newCategory(unique("Mains"));
  const title = unique("Lamb Rogan Josh");
  const dish = await api.form<Dish>("POST", "/api/dishes", { categoryId: category._id, title_en: title, priceCents: "1590" });
  const manager = await newMember("manager", unique("Anita"));
  await signInAs(page, manager);
  await openTab(page, "Dishes");
  await chooseCategory(page, category.name);
  await dishRow(page, title).getByRole("button", { name: `Edit ${title}` }).click();
  await page.getByLabel("Price (€)").fill("16,90");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Dish updated")).toBeVisible();

  await page.getByRole("tab", { name: "History" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: `Price of ${title}: €15.90 → €16.90` });
  await expect(entry).toContainText(manager.name);
  // Meanwhile the kitchen marks the dish sold out.
  await api.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: true });

  await entry.getByRole("button", { name: `Undo: Price of ${title}: €15.90 → €16.90` }).click();
  const refused = toast(page, "Could not undo");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("This cannot be undone: it has been changed again since. Undo the newer change first.");
  await expect(entry.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
  expect((await api.get<Dish[]>(`/api/dishes?categoryId=${category._id}`))[0]).toMatchObject({ priceCents: 1690, soldOut: true });

  // The filter by person shows the manager's changes only.
  await page.getByLabel("Person").selectOption({ label: manager.name });
  await expect(page.getByRole("listitem").filter({ hasText: "sold out today" })).toHaveCount(0);
  await page.getByLabel("Person").selectOption({ label: "Everyone" });
  await expect(page.getByRole("listitem").filter({ hasText: `“${title}” sold out today` })).toBeVisible();
});
