import type { DishWire } from "@shared/contract/dish-wire.ts";
import { formatPrice } from "@shared/price.ts";
import {
  ADMIN_LANGS,
  adminText,
  answerConfirm,
  chooseCategory,
  dishRow,
  expect,
  onPhonesOf390px,
  openTab,
  pngImage,
  signInAs,
  test,
  toast,
} from "./fixtures";

onPhonesOf390px();

/** The server's history lines (server/features/history/summaries.server.ts). */
const summaries = {
  de: {
    price: (name: string, before: number, after: number) =>
      `Preis von ${name}: ${formatPrice(before, "de")} → ${formatPrice(after, "de")}`,
    soldOut: (name: string) => `„${name}“ heute ausverkauft`,
  },
  en: {
    price: (name: string, before: number, after: number) =>
      `Price of ${name}: ${formatPrice(before, "en")} → ${formatPrice(after, "en")}`,
    soldOut: (name: string) => `“${name}” sold out today`,
  },
};

for (const lang of ADMIN_LANGS) {
  test.describe(lang === "de" ? "in German" : "in English", () => {
    const t = adminText(lang);
    test.use({ chosenLang: lang });

    test("a manager deletes a dish with a photo and undoes it from the toast: the photo is served again", async ({
      page,
      api,
      newCategory,
      newMember,
      unique,
    }) => {
      const category = await newCategory(unique("Starters"));
      const title = unique("Onion Bhaji");
      // Files are named by their content: an image of its own per language, or the other run's dish would keep it served.
      const photo = await pngImage(lang === "de" ? 420 : 424, 320);
      const dish = await api.form<DishWire>("POST", "/api/dishes", {
        categoryId: category._id,
        title_en: title,
        priceCents: "650",
        allergens: "A,G",
        image: { name: "bhaji.png", mimeType: "image/png", buffer: photo },
      });
      expect((await page.request.get(dish.imageUrl!)).status()).toBe(200);
      await signInAs(page, await newMember("manager", unique("Ravi")));

      await openTab(page, t("panel.tabs.dishes"));
      await chooseCategory(page, lang === "de" ? `${category.name} DE` : category.name, lang);
      await dishRow(page, title, lang)
        .getByRole("button", { name: `${t("common.delete")} ${title}` })
        .click();
      await answerConfirm(page, t("dishes.deleteQuestion"), "confirm", t("confirm.cancel"));
      const deleted = toast(page, t("dishes.deleted"));
      await expect(deleted).toBeVisible();
      await expect(dishRow(page, title, lang)).toHaveCount(0);
      expect((await page.request.get(dish.imageUrl!)).status()).toBe(404);

      await deleted.getByRole("button", { name: t("common.undo") }).click();
      await expect(toast(page, t("history.undone"))).toBeVisible();
      const back = dishRow(page, title, lang);
      await expect(back).toContainText(formatPrice(650, lang));
      await expect(back.getByRole("definition")).toHaveText("A, G");
      await expect(back.locator("img")).toHaveAttribute("src", /\/uploads\//);
      expect((await page.request.get(dish.imageUrl!)).status()).toBe(200);
    });

    test("an undo is refused when the dish was changed since, and nothing changes", async ({
      page,
      api,
      newCategory,
      newMember,
      unique,
    }) => {
      const category = await newCategory(unique("Mains"));
      const title = unique("Lamb Rogan Josh");
      const dish = await api.form<DishWire>("POST", "/api/dishes", {
        categoryId: category._id,
        title_en: title,
        priceCents: "1590",
      });
      const manager = await newMember("manager", unique("Anita"));
      await signInAs(page, manager);
      await openTab(page, t("panel.tabs.dishes"));
      await chooseCategory(page, lang === "de" ? `${category.name} DE` : category.name, lang);
      await dishRow(page, title, lang)
        .getByRole("button", { name: `${t("common.edit")} ${title}` })
        .click();
      await page.getByLabel(t("dishes.price")).fill(lang === "de" ? "16,90" : "16.90");
      await page.getByRole("button", { name: t("common.save") }).click();
      await expect(toast(page, t("dishes.updated"))).toBeVisible();

      await page.getByRole("tab", { name: t("panel.tabs.history") }).click();
      const summary = summaries[lang].price(title, 1590, 1690);
      const entry = page.getByRole("listitem").filter({ hasText: summary });
      await expect(entry).toContainText(manager.name);
      // Meanwhile the kitchen marks the dish sold out.
      await api.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: true });

      await entry.getByRole("button", { name: t("history.undoOf", { summary }) }).click();
      const refused = toast(page, t("history.undoFailed"));
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(t("errors.changedSince"));
      await expect(
        entry.getByRole("button", { name: new RegExp(`^${t("common.undo")}`) }),
      ).toHaveCount(0);
      expect(
        (await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`))[0],
      ).toMatchObject({
        priceCents: 1690,
        soldOut: true,
      });

      // The filter by person shows the manager's changes only.
      await page.getByLabel(t("history.filterPerson")).selectOption({ label: manager.name });
      await expect(
        page.getByRole("listitem").filter({ hasText: summaries[lang].soldOut(title) }),
      ).toHaveCount(0);
      await page
        .getByLabel(t("history.filterPerson"))
        .selectOption({ label: t("history.everyone") });
      await expect(
        page.getByRole("listitem").filter({ hasText: summaries[lang].soldOut(title) }),
      ).toBeVisible();
    });
  });
}
