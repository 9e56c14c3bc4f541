import type { Dish } from "@shared/contract/dish.ts";
import { expect, openAdmin, test, toast } from "./fixtures";

// Kitchen staff who never chose a language: the admin in German.
test.use({ chosenLang: null, loggedIn: false });

test("staff mark a dish sold out from „Heute“ with one tap, and back on", async ({ page, api, newCategory, newMember, unique }, testInfo) => {
  const category = await newCategory(unique("Currys"));
  const title = unique("Palak Paneer");
  const dish = await api.form<Dish>("POST", "/api/dishes", { categoryId: category._id, title_en: `${title} EN`, title_de: title, priceCents: "1290" });
  const cook = await newMember("staff", unique("Meera"));

  await openAdmin(page);
  await page.getByLabel("E-Mail").fill(cook.email);
  await page.getByLabel("Passwort", { exact: true }).fill(cook.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();

  // Staff see "Heute" alone: no tabs for what they may not change.
  await expect(page.getByRole("heading", { name: "Heute", level: 2 })).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  // The search finds the dish by its English name too.
  await page.getByRole("searchbox", { name: "Gericht suchen" }).fill(`${title.split(" ").at(-1)} en`);
  const list = page.getByRole("region", { name: "Gerichte und ob sie ausverkauft sind" });
  const row = list.getByRole("listitem").filter({ hasText: title });
  await expect(list.getByRole("listitem")).toHaveCount(1);

  await row.getByRole("button", { name: `Ausverkauft: ${title}` }).click();
  await expect(toast(page, `„${title}“ ist heute ausverkauft`)).toBeVisible();
  await expect(row).toContainText("Heute ausverkauft");
  expect((await api.get<Dish[]>(`/api/dishes?categoryId=${category._id}`)).find((d) => d._id === dish._id)?.soldOut).toBe(true);

  // What changed today says who did it (folded away on a phone, open beside the list on a wide screen).
  const changes = page.getByRole("group").filter({ hasText: "Heute geändert" });
  if (testInfo.project.name === "admin-phone") await page.getByText("Heute geändert").click();
  else await expect(changes).toHaveAttribute("open", "");
  const change = changes.getByRole("listitem").filter({ hasText: `„${title}“ heute ausverkauft` });
  await expect(change).toContainText(new RegExp(`\\d\\d:\\d\\d · ${cook.name}`));

  await row.getByRole("button", { name: `Wieder da: ${title}` }).click();
  await expect(toast(page, `„${title}“ ist wieder verfügbar`)).toBeVisible();
  await expect(row).not.toContainText("Heute ausverkauft");
});
