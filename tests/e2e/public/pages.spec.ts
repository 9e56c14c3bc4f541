import { restaurant } from "../../support/demo-restaurant.ts";
import { expect, LANGS, messages, open, test } from "./support";

for (const lang of LANGS) {
  test(`contact: address, phone as tel:, e-mail as mailto: (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await open(page, "/contact", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.contact.title);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      t.contact.address,
      t.contact.phone,
      t.contact.email,
    ]);
    await expect(main).toContainText("Beispielstraße 12");
    await expect(main.getByRole("link", { name: restaurant.phone.display })).toHaveAttribute(
      "href",
      restaurant.phone.href,
    );
    await expect(main.getByRole("link", { name: restaurant.email })).toHaveAttribute(
      "href",
      `mailto:${restaurant.email}`,
    );
  });

  test(`our story, with a link to the menu (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await open(page, "/our-story", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.story.title);
    await expect(page.getByText(restaurant.texts.story[lang][0] ?? "")).toBeVisible();
    await page.getByRole("link", { name: t.story.cta }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test(`an unknown address is a real 404 page inside the site (${lang})`, async ({ page }) => {
    const response = await open(page, "/diese-seite-gibt-es-nicht", lang);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[lang].notFound.title);
    await expect(page.getByRole("banner")).toBeVisible();
    await page.getByRole("link", { name: messages[lang].notFound.home, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
