import type { Page } from "@playwright/test";
import type { RestaurantProfile } from "@shared/contract/restaurant-profile.ts";
import { ADMIN_LANGS, adminText, expect, onPhonesOf390px, signInAs, test, toast } from "./fixtures";

onPhonesOf390px();

const GROUP_SUMMARY = {
  de: "Restaurant: Kontakt geändert",
  en: "Restaurant: contact changed",
};

for (const lang of ADMIN_LANGS) {
  test.describe(lang === "de" ? "in German" : "in English", () => {
    const t = adminText(lang);
    test.use({ chosenLang: lang });

    /** Opens the restaurant tab and unfolds one group. */
    async function openGroup(page: Page, group: string) {
      // Not openTab: staff have no categories tab to start from.
      await page.goto("/admin");
      const tab = page.getByRole("tab", { name: t("panel.tabs.restaurant") });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const details = page.locator("details").filter({
        has: page.locator("summary", { hasText: group }),
      });
      await details.locator("summary").click();
      return details;
    }

    test("the owner edits identity, contact, legal data and a text; the site shows them at once", async ({
      page,
      api,
      unique,
    }) => {
      // Four saves and four public pages on a busy machine.
      test.setTimeout(120_000);
      const before = await api.get<RestaurantProfile>("/api/restaurant-profile");
      try {
        const tagline = unique("Frisch aus dem Tandoor");
        const identity = await openGroup(page, t("restaurant.groups.identity"));
        await identity
          .getByLabel(`${t("restaurant.fields.identity.tagline")} (${t("restaurant.german")})`)
          .fill(tagline);
        await identity.getByRole("button", { name: t("common.save") }).click();
        await expect(toast(page, t("restaurant.saved"))).toBeVisible();

        const contact = await openGroup(page, t("restaurant.groups.contact"));
        await contact.getByLabel(t("restaurant.fields.contact.phone")).fill("02921 987654");
        await contact.getByRole("button", { name: t("common.save") }).click();
        await expect(toast(page, t("restaurant.saved")).first()).toBeVisible();

        const register = unique("HRB");
        const legal = await openGroup(page, t("restaurant.groups.legal"));
        await legal.getByLabel(t("restaurant.fields.legal.registerNumber")).fill(register);
        await legal.getByRole("button", { name: t("common.save") }).click();
        await expect(toast(page, t("restaurant.saved")).first()).toBeVisible();

        const quoteBy = unique("Die Köchin");
        const texts = await openGroup(page, t("restaurant.groups.texts"));
        await texts
          .getByLabel(`${t("restaurant.fields.texts.storyQuoteBy")} (${t("restaurant.german")})`)
          .fill(quoteBy);
        await texts.getByRole("button", { name: t("common.save") }).click();
        await expect(toast(page, t("restaurant.saved")).first()).toBeVisible();

        await page.goto("/?lang=de");
        await expect(page.getByText(tagline)).toBeVisible();
        await page.goto("/contact?lang=de");
        await expect(
          page.getByRole("main").getByRole("link", { name: "02921 987654" }),
        ).toHaveAttribute("href", "tel:+492921987654");
        await page.goto("/impressum?lang=de");
        await expect(page.getByRole("main")).toContainText(register);
        await page.goto("/our-story?lang=de");
        await expect(page.getByText(quoteBy)).toBeVisible();
      } finally {
        for (const group of ["identity", "contact", "legal", "texts"] as const)
          await api.json("PUT", `/api/restaurant-profile/${group}`, before[group]);
      }
    });

    test("a phone number made of words is refused at the field, and nothing is saved", async ({
      page,
      api,
    }) => {
      const before = await api.get<RestaurantProfile>("/api/restaurant-profile");
      const contact = await openGroup(page, t("restaurant.groups.contact"));
      const phone = contact.getByLabel(t("restaurant.fields.contact.phone"));
      await phone.fill("ruf uns an");
      await contact.getByRole("button", { name: t("common.save") }).click();
      await expect(contact.getByText(t("errors.phoneInvalid"))).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      expect((await api.get<RestaurantProfile>("/api/restaurant-profile")).contact).toEqual(
        before.contact,
      );
    });

    test("a change is undone from the history", async ({ page, api, unique }) => {
      const before = await api.get<RestaurantProfile>("/api/restaurant-profile");
      const email = `${unique("kontakt").replace(/\s+/g, "-").toLowerCase()}@taj.example`;
      const contact = await openGroup(page, t("restaurant.groups.contact"));
      await contact.getByLabel(t("restaurant.fields.contact.email")).fill(email);
      await contact.getByRole("button", { name: t("common.save") }).click();
      await expect(toast(page, t("restaurant.saved"))).toBeVisible();

      await page.getByRole("tab", { name: t("panel.tabs.history") }).click();
      const summary = GROUP_SUMMARY[lang];
      // Newest first: the first such entry is this change.
      await page
        .getByRole("button", { name: t("history.undoOf", { summary }) })
        .first()
        .click();
      await expect(toast(page, t("history.undone"))).toBeVisible();
      expect((await api.get<RestaurantProfile>("/api/restaurant-profile")).contact.email).toBe(
        before.contact.email,
      );
    });

    test("staff read the profile but cannot change any of it", async ({
      page,
      newMember,
      unique,
      baseURL,
    }) => {
      // An invitation and a sign-in: two password hashes, seconds each on a busy two-core machine.
      test.setTimeout(60_000);
      const waiter = await newMember("staff", unique("Arjun"));
      await signInAs(page, waiter);
      for (const group of ["identity", "legal", "texts"] as const) {
        const details = await openGroup(page, t(`restaurant.groups.${group}`));
        await expect(details.getByRole("button", { name: t("common.save") })).toHaveCount(0);
        await expect(details.getByText(t("restaurant.readOnly"))).toBeVisible();
        await expect(details.getByRole("textbox").first()).toBeDisabled();
      }
      const res = await page.request.put(`${baseURL}/api/restaurant-profile/texts`, {
        headers: { authorization: `Bearer ${waiter.token}` },
        data: {},
      });
      expect(res.status()).toBe(403);
    });
  });
}
