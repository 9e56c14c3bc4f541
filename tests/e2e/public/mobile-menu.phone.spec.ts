import type { Page } from "@playwright/test";
import { idle, open, test, expect } from "./support";

/** The toggle of the slide-in menu, whatever its label says. */
const toggleOf = (page: Page) => page.locator('header button[popovertarget="mobile-menu"]');

/**
 * Whether the browser tells assistive technology that the toggle's menu is expanded. The toggle
 * is the popover's invoker, so the browser itself says so, with or without script; Playwright's
 * own role tree reads only aria-expanded, so this asks Chromium's accessibility tree.
 */
async function announcedExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: "document.querySelector('header button[popovertarget=\"mobile-menu\"]')",
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    return nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value === true;
  } finally {
    await cdp.detach();
  }
}

// Runs in the phone projects only (see playwright.config.ts): the slide-in menu exists below the large breakpoint.
test.describe("small screens", () => {
  test("show the toggle and the Pickup and Reservation quick links; the menu slides in and closes on a choice", async ({
    page,
  }) => {
    await open(page, "/");
    const toggle = toggleOf(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Menü öffnen");
    expect(await announcedExpanded(page)).toBe(false);
    await expect(page.locator("header").getByRole("link", { name: /Abholung/ })).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: /Reservierung/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();

    const panel = page.locator("#mobile-menu");
    await expect(panel).toHaveCSS("transition-duration", /0\.3s/);
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect.poll(() => announcedExpanded(page)).toBe(true);
    // The panel covers the screen's height below the header, every entry reachable.
    await expect.poll(async () => (await panel.boundingBox())?.height).toBe(740 - 64);
    await expect(panel.getByRole("link", { name: "Kontakt" })).toBeInViewport();
    // The entries come next in the order of focus; the header turns solid over the page.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expect(page.locator("header").first()).not.toHaveCSS(
      "background-color",
      "rgba(0, 0, 0, 0)",
    );

    await panel.getByRole("link", { name: "Speisekarte" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(panel).toBeHidden();
    expect(await announcedExpanded(page)).toBe(false);
  });

  test("a tap before the script has run opens the menu, and it stays open once React takes over", async ({
    page,
  }) => {
    // The page's code arrives only after the tap, as on a slow connection.
    let arrive = () => {};
    const tapped = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto("/contact", { waitUntil: "commit" });
    await toggleOf(page).click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    arrive();
    await idle(page);
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
  });

  test("Escape closes the menu and gives focus back to the toggle", async ({ page }) => {
    await open(page, "/contact");
    await toggleOf(page).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggleOf(page)).toBeFocused();
  });
});
