import { open, test, expect } from "./support";

// Runs in the phone project only (see playwright.config.ts): the slide-in menu exists below the large breakpoint.
test.describe("small screens", () => {
  test("show the toggle and the Pickup and Reservation quick links; the menu slides in and closes on a choice", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menü öffnen" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("header").getByRole("link", { name: /Abholung/ })).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: /Reservierung/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();

    const panel = page.locator("#mobile-menu");
    await expect(panel).toHaveCSS("transition-duration", /0\.3s/);
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    // The panel covers the screen's height below the header, every entry reachable.
    await expect.poll(async () => (await panel.boundingBox())?.height).toBe(740 - 64);
    await expect(panel.getByRole("link", { name: "Kontakt" })).toBeInViewport();
    // Focus moves into the menu; the header turns solid over the page.
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expect(page.locator("header").first()).toHaveAttribute("data-state", "solid");

    await panel.getByRole("link", { name: "Speisekarte" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and gives focus back to the toggle", async ({ page }) => {
    await open(page, "/contact");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  });
});
