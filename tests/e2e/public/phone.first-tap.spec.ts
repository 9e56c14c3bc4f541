import type { Page } from "@playwright/test";
import type { MenuImageWire } from "../../../shared/contract/menu-image-wire.ts";
import type { PublicMenuCategoryWire } from "../../../shared/contract/public-menu.ts";
import { expect, messages, test } from "./support";

/*
 * A phone (375 px, touch) whose processor runs four times slower, as a mid-range phone's does:
 * each test taps as soon as the page has painted, without waiting for React, and the tap does
 * what it says, whether the script has taken over yet or not.
 */

/** Opens a page on the slowed phone and returns once its first paint has happened. */
async function firstPaint(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
}

test("the language switch, tapped at once, shows the page in English and remembers it", async ({
  page,
}) => {
  await firstPaint(page, "/menu");
  await page.getByRole("button", { name: messages.de.nav.openMenu }).tap();
  await page.locator("#mobile-menu").getByRole("link", { name: "English" }).tap();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.en.menu.title);
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en");
});

test("a category, tapped at once, is shown", async ({ page, request }) => {
  const menu = (await (
    await request.get("/api/public/menu?lang=de")
  ).json()) as PublicMenuCategoryWire[];
  const second = menu.filter((c) => c.dishes.length > 0)[1];
  if (!second) throw new Error("the demo menu has two categories with dishes");
  await firstPaint(page, "/menu");
  const link = page
    .getByRole("navigation", { name: messages.de.menu.categories })
    .getByRole("link", { name: second.name, exact: true });
  await link.tap();
  await expect(page.getByTestId("selected-category")).toHaveText(second.name);
  await expect(
    page
      .getByRole("navigation", { name: messages.de.menu.categories })
      .getByRole("link", { name: second.name, exact: true }),
  ).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("dish").first().getByRole("heading")).toHaveText(
    second.dishes[0]!.title,
  );
});

test("the menu toggle, tapped at once, opens the menu", async ({ page }) => {
  await firstPaint(page, "/");
  await page.getByRole("button", { name: messages.de.nav.openMenu }).tap();
  const panel = page.locator("#mobile-menu");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: messages.de.nav.contact })).toBeInViewport();
});

test("View All, tapped at once, shows the group's pictures with the counter", async ({
  page,
  request,
}) => {
  const images = (await (await request.get("/api/menu-images?lang=de")).json()) as MenuImageWire[];
  const first = images.find((i) => i.kind === "image");
  if (!first) throw new Error("the demo has midday pictures");
  const total = images.filter((i) => i.kind === "image" && i.title === first.title).length;
  await firstPaint(page, "/middaydiscount");
  await page
    .getByTestId("image-group")
    .filter({ hasText: first.title })
    .getByRole("link", { name: messages.de.middayDiscount.viewAll })
    .tap();
  // The lightbox once React runs, the group's own view before: both show the picture and n / total.
  await expect(page.getByText(`1 / ${total}`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("img", { name: first.title }).filter({ visible: true }).first(),
  ).toBeVisible();
});
