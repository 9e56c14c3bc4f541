import type { DishWire } from "@shared/contract/dish-wire.ts";
import {
  ADMIN_LANGS,
  adminText,
  expect,
  onPhonesOf390px,
  openAdmin,
  test,
  toast,
} from "./fixtures";

onPhonesOf390px();

/** The server's history line for a dish marked sold out (server/features/history/summaries.server.ts). */
const soldOutToday = {
  de: (name: string) => `„${name}“ heute ausverkauft`,
  en: (name: string) => `“${name}” sold out today`,
};

for (const lang of ADMIN_LANGS) {
  test.describe(lang === "de" ? "in German" : "in English", () => {
    const t = adminText(lang);
    // Kitchen staff who never chose a language get the admin in German; in English, they chose it once with the switch.
    test.use({ chosenLang: lang === "de" ? null : "en", loggedIn: false });

    test("staff mark a dish sold out from „Heute“ with one tap, and back on", async ({
      page,
      api,
      newCategory,
      newMember,
      unique,
    }, testInfo) => {
      const category = await newCategory(unique("Currys"));
      const title = unique("Palak Paneer");
      // The German title is the bare name, the English one ends in "EN": the search finds either.
      const dish = await api.form<DishWire>("POST", "/api/dishes", {
        categoryId: category._id,
        title_en: `${title} EN`,
        title_de: title,
        priceCents: "1290",
      });
      const shown = lang === "de" ? title : `${title} EN`;
      const cook = await newMember("staff", unique("Meera"));

      await openAdmin(page);
      await page.getByLabel(t("login.email")).fill(cook.email);
      await page.getByLabel(t("login.password"), { exact: true }).fill(cook.password);
      await page.getByRole("button", { name: t("login.submit"), exact: true }).click();

      // Staff see "Heute" and the restaurant's profile to read: no tabs for what they may not change.
      await expect(page.getByRole("tablist").getByRole("tab")).toHaveText([
        t("panel.tabs.today"),
        t("panel.tabs.restaurant"),
      ]);
      await expect(page.getByRole("tab", { name: t("panel.tabs.today") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      // In German, the search finds the dish by its English name too; in English, by its German one.
      const word = title.split(" ").at(-1) ?? "";
      await page
        .getByRole("searchbox", { name: t("today.search") })
        .fill(lang === "de" ? `${word} en` : word);
      const list = page.getByRole("region", { name: t("today.listLabel") });
      const row = list.getByRole("listitem").filter({ hasText: title });
      await expect(list.getByRole("listitem")).toHaveCount(1);

      await row.getByRole("button", { name: `${t("today.soldOut")}: ${shown}` }).click();
      await expect(toast(page, t("dishes.soldOutToast", { name: shown }))).toBeVisible();
      await expect(row).toContainText(t("today.soldOutBadge"));
      expect(
        (await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`)).find(
          (d) => d._id === dish._id,
        )?.soldOut,
      ).toBe(true);

      // What changed today says who did it (folded away on a phone, open beside the list on a wide screen).
      const changes = page.getByRole("group").filter({ hasText: t("today.changesHeading") });
      if (testInfo.project.name === "admin-phone")
        await page.getByText(t("today.changesHeading")).click();
      else await expect(changes).toHaveAttribute("open", "");
      const change = changes.getByRole("listitem").filter({ hasText: soldOutToday[lang](shown) });
      await expect(change).toContainText(new RegExp(`\\d\\d:\\d\\d · ${cook.name}`));

      await row.getByRole("button", { name: `${t("today.backOn")}: ${shown}` }).click();
      await expect(toast(page, t("dishes.availableToast", { name: shown }))).toBeVisible();
      await expect(row).not.toContainText(t("today.soldOutBadge"));
    });
  });
}
