import type { CategoryWire } from "@shared/contract/category-wire.ts";
import { expect, openTab, test, toast } from "./fixtures";

test("a category served at its own hours: the lunch default, a check, saved, switched off again", async ({
  page,
  api,
  unique,
}) => {
  const name = unique("Lunch menu");
  await openTab(page, "Categories");
  const form = page.getByRole("region", { name: "Add category" });
  await form.getByLabel("English name").fill(name);
  await form.getByLabel("Served at its own hours only (e.g. a lunch menu)").check();
  const days = form.getByRole("group", { name: "Served on these days" });
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
    await expect(days.getByLabel(day)).toBeChecked();
  await expect(days.getByLabel("From")).toHaveValue("11:30");
  await expect(days.getByLabel("Until")).toHaveValue("14:30");

  await days.getByLabel("From").fill("15:00");
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(days.getByText("Serving hours must end after they start.")).toBeVisible();
  await expect(days.getByLabel("Monday")).toBeFocused();

  await days.getByLabel("From").fill("12:00");
  await days.getByLabel("Friday").uncheck();
  await days.getByLabel("Saturday").check();
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(toast(page, "Category added successfully")).toBeVisible();
  const saved = (await api.get<CategoryWire[]>("/api/categories")).find((c) => c.name === name);
  expect(saved?.servedHours).toEqual({ weekdays: [1, 2, 3, 4, 6], open: "12:00", close: "14:30" });
  await api.del(`/api/categories/${saved!._id}`);
});
