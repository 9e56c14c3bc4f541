import type { Page } from "@playwright/test";
import { restaurant } from "../../support/demo-restaurant.ts";
import { expect, LANGS, messages, navigation, open, settled, test } from "./support";

const header = (page: Page) => page.locator("header").first();

test("the home page's header is transparent at the top and solid once scrolled past 50 px", async ({
  page,
  phone,
}) => {
  await open(page, "/");
  await expect(header(page)).toHaveAttribute("data-state", "transparent");
  await expect(header(page)).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  const box = await header(page).boundingBox();
  expect(box?.height).toBe(phone ? 64 : 80);

  await page.evaluate(() => window.scrollTo(0, 40));
  await settled(page);
  await expect(header(page)).toHaveAttribute("data-state", "transparent");
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header(page)).toHaveAttribute("data-state", "solid");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header(page)).toHaveAttribute("data-state", "transparent");
});

test("the header is solid on every other page", async ({ page, phone }) => {
  for (const path of ["/menu", "/contact"]) {
    await open(page, path);
    await expect(header(page)).toHaveAttribute("data-state", "solid");
    expect((await header(page).boundingBox())?.height).toBe(phone ? 64 : 80);
  }
});

for (const lang of LANGS) {
  test(`navigation lists the entries in order and highlights the active route (${lang})`, async ({
    page,
    phone,
  }) => {
    const t = messages[lang].nav;
    await open(page, "/menu", lang);
    const nav = await navigation(page, phone, lang);
    const expected = phone
      ? [t.home, t.about, t.menu, t.middayDiscount, t.voucher, t.contact]
      : [t.home, t.about, t.menu, t.middayDiscount, t.pickup, t.reservation, t.voucher, t.contact];
    await expect(nav.getByRole("link")).toHaveCount(expected.length);
    for (const [i, name] of expected.entries())
      await expect(nav.getByRole("link").nth(i)).toContainText(name);

    await expect(nav.getByRole("link", { name: t.menu, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: t.home, exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("link", { name: t.homeLink.replace("{{name}}", restaurant.name) }),
    ).toBeVisible();
  });
}

test("Pickup, Reservation and Voucher open the provider in a new tab", async ({ page, phone }) => {
  await open(page, "/");
  const nav = await navigation(page, phone);
  const links = phone
    ? [
        page
          .locator("header")
          .getByRole("link", { name: /Abholung/ })
          .first(),
        page
          .locator("header")
          .getByRole("link", { name: /Reservierung/ })
          .first(),
        nav.getByRole("link", { name: /Gutschein/ }),
      ]
    : [
        nav.getByRole("link", { name: /Abholung/ }),
        nav.getByRole("link", { name: /Reservierung/ }),
        nav.getByRole("link", { name: /Gutschein/ }),
      ];
  // Each through the server's counting redirect to the provider's page.
  const hrefs = ["/go/pickup", "/go/reservation", "/go/voucher"];
  for (const [i, link] of links.entries()) {
    await expect(link).toHaveAttribute("href", hrefs[i] ?? "");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("internal navigation happens in the browser and scrolls to the top", async ({
  page,
  phone,
}) => {
  await open(page, "/");
  await page.evaluate(() => window.scrollTo(0, 1500));
  // A full reload would drop this marker; a browser navigation keeps it.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const nav = await navigation(page, phone);
  await nav.getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const lang of LANGS) {
  test(`footer: quick links, restaurant links, contact, copyright, the social profiles that are set (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang];
    await open(page, "/", lang);
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: t.footer.quickLinks });
    await expect(quick.getByRole("link")).toHaveText([t.nav.home, t.nav.menu, t.nav.about]);
    const external = footer
      .getByRole("navigation", { name: t.footer.restaurant })
      .getByRole("link");
    await expect(external).toHaveCount(3);
    for (const link of await external.all()) await expect(link).toHaveAttribute("target", "_blank");

    await expect(footer).toContainText("Beispielstraße 12");
    await expect(footer).toContainText("59494 Soest");
    await expect(footer.getByRole("link", { name: restaurant.phone.display })).toHaveAttribute(
      "href",
      restaurant.phone.href,
    );
    await expect(footer.getByRole("link", { name: restaurant.email })).toHaveAttribute(
      "href",
      `mailto:${restaurant.email}`,
    );
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${restaurant.name}. ${t.footer.rights}`,
    );

    // The demo restaurant has Instagram and Facebook; the unset profiles show no icon.
    const social = footer.getByRole("list", { name: t.footer.social });
    await expect(social.getByRole("link")).toHaveCount(2);
    await expect(social.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
      "href",
      restaurant.social.instagram,
    );
    await expect(social.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
      "href",
      restaurant.social.facebook,
    );
  });
}

test("a skip link leads keyboard users past the header to the main content", async ({ page }) => {
  await open(page, "/menu");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("every public page has exactly one h1, landmarks, image alternatives and no sideways scrolling", async ({
  page,
}) => {
  for (const path of [
    "/",
    "/about",
    "/menu",
    "/contact",
    "/middaydiscount",
    "/our-story",
    "/does-not-exist",
  ]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(
      page.viewportSize()?.width,
    );
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    for (const img of await page.locator("img").all())
      expect(await img.getAttribute("alt"), `${path} img alt`).not.toBeNull();
  }
});
