import { LANGS, expect, messages, open, test } from "./support";

// JavaScript off, in the phone project only: the slide-in menu exists below the large breakpoint.
for (const lang of LANGS) {
  const t = messages[lang];

  test(`the small-screen menu opens, closes with Escape and by a choice (${lang})`, async ({
    page,
  }) => {
    await open(page, "/", lang);
    const toggle = page.getByRole("button", { name: t.nav.openMenu });
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: t.nav.contact })).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await panel.getByRole("link", { name: t.nav.menu }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.menu.title);
    await expect(panel).toBeHidden();
  });
}
