import type { APIRequestContext, Page } from "@playwright/test";
import { ALLERGENS } from "../../../shared/contract/allergens.ts";
import type { Lang } from "../../../shared/contract/common.ts";
import type { MenuImageWire } from "../../../shared/contract/menu-image-wire.ts";
import type { OpeningHours } from "../../../shared/contract/opening-hours.ts";
import type { PublicMenuCategoryWire } from "../../../shared/contract/public-menu.ts";
import type { SpecialDayWire } from "../../../shared/contract/special-day-wire.ts";
import { isOpenAt, weeklySchedule, withSpecialDays } from "../../../shared/opening-hours/index.ts";
import { expect, LANGS, messages, open, test } from "./support";

/*
 * The public site with JavaScript off (the nojs projects, 375 and 1366 px): every interaction
 * works from the server's HTML alone, through links and GET forms.
 */

const langCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "lang")?.value;

/** The menu's categories that have dishes (another test may add an empty one for a moment). */
async function menuOf(request: APIRequestContext, lang: Lang) {
  const menu = (await (
    await request.get(`/api/public/menu?lang=${lang}`)
  ).json()) as PublicMenuCategoryWire[];
  return menu.filter((c) => c.dishes.length > 0);
}

/** The language links: in the header on desktop, in the slide-in menu (a popover) on phones. */
async function languageLinks(page: Page, phone: boolean, lang: Lang) {
  if (phone) await page.getByRole("button", { name: messages[lang].nav.openMenu }).click();
  return page.getByRole("group", { name: messages[lang].language.label }).filter({ visible: true });
}

for (const lang of LANGS) {
  const other: Lang = lang === "de" ? "en" : "de";
  const t = messages[lang];

  test(`the language switch is a link; the server remembers the choice (${lang})`, async ({
    page,
    phone,
    request,
  }) => {
    const [, second] = await menuOf(request, lang);
    if (!second) throw new Error("the demo menu has two categories with dishes");
    await open(page, `/menu?category=${second._id}`, lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const links = await languageLinks(page, phone, lang);
    await expect(links.getByRole("link", { name: messages[lang].language[lang] })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await links.getByRole("link", { name: messages[lang].language[other] }).click();

    // The same page, its other parameters kept, in the other language, remembered for the next visit.
    await expect(page).toHaveURL(new RegExp(`/menu\\?category=${second._id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[other].menu.title);
    expect(await langCookie(page)).toBe(other);
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", other);
  });

  test(`menu categories are links the server renders selected; the first is the default (${lang})`, async ({
    page,
    request,
  }) => {
    const [first, second] = await menuOf(request, lang);
    if (!first || !second) throw new Error("the demo menu has two categories with dishes");
    await open(page, "/menu", lang);
    const picker = page.getByRole("navigation", { name: t.menu.categories });
    await expect(picker.getByRole("link", { name: first.name, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByTestId("selected-category")).toHaveText(first.name);
    await expect(page.getByTestId("dish")).toHaveCount(first.dishes.length);

    await picker.getByRole("link", { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${second._id}#menu-controls$`));
    await expect(picker.getByRole("link", { name: second.name, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(picker.getByRole("link", { name: first.name, exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(page.getByTestId("selected-category")).toHaveText(second.name);
    await expect(page.getByTestId("dish").first().getByRole("heading")).toHaveText(
      second.dishes[0]!.title,
    );
    // The category's address is one to share: the server renders it so on a fresh load.
    await page.goto(`/menu?category=${second._id}`);
    await expect(page.getByTestId("selected-category")).toHaveText(second.name);
  });

  test(`the filter is a GET form: vegetarian only and allergens to leave out, then reset (${lang})`, async ({
    page,
    request,
  }) => {
    const menu = await menuOf(request, lang);
    const mixed = menu.find(
      (c) =>
        c.dishes.some((d) => d.isVeg) &&
        c.dishes.some((d) => !d.isVeg) &&
        c.dishes.some((d) => d.allergens.includes("G")),
    );
    if (!mixed)
      throw new Error(
        "the demo menu has a category of vegetarian and other dishes, some with milk",
      );
    await open(page, `/menu?category=${mixed._id}`, lang);
    const filter = page.getByTestId("menu-filter");
    const apply = filter.getByRole("button", { name: t.menu.applyFilter });
    // Nothing to apply until something changes.
    await expect(apply).toBeHidden();
    await filter.getByRole("checkbox", { name: t.menu.vegOnly }).check();
    await apply.click();

    const veg = mixed.dishes.filter((d) => d.isVeg);
    await expect(page).toHaveURL(/[?&]veg=1/);
    await expect(page.getByTestId("selected-category")).toHaveText(mixed.name);
    await expect(page.getByTestId("dish").getByRole("heading")).toHaveText(veg.map((d) => d.title));
    await expect(page.getByTestId("menu-count")).toHaveText(
      t.menu.shownOfTotal
        .replace("{{shown}}", String(veg.length))
        .replace("{{total}}", String(mixed.dishes.length)),
    );
    await expect(filter.getByRole("checkbox", { name: t.menu.vegOnly })).toBeChecked();

    // The allergens sit in a disclosure that opens without script.
    const milk = filter.getByRole("checkbox", { name: ALLERGENS.G[lang] });
    await expect(milk).toBeHidden();
    await filter.locator("summary").click();
    await milk.check();
    await apply.click();
    const left = veg.filter((d) => !d.allergens.includes("G"));
    await expect(page).toHaveURL(/[?&]hide=G/);
    await expect(page.getByTestId("dish")).toHaveCount(left.length);
    await expect(filter.locator("summary")).toHaveAccessibleName(
      new RegExp(`^${t.menu.filterAllergens} \\(`),
    );

    // Reset: the whole category again, still the one chosen.
    await filter.locator("summary").click();
    await filter.getByRole("link", { name: t.menu.resetFilter }).click();
    await expect(page).not.toHaveURL(/veg=|hide=/);
    await expect(page.getByTestId("selected-category")).toHaveText(mixed.name);
    await expect(page.getByTestId("dish")).toHaveCount(mixed.dishes.length);
  });

  test(`View All leads to the group's pictures one by one, n / total, and back (${lang})`, async ({
    page,
    request,
  }) => {
    const images = (await (
      await request.get(`/api/menu-images?lang=${lang}`)
    ).json()) as MenuImageWire[];
    const first = images.find((i) => i.kind === "image");
    if (!first) throw new Error("the demo has midday pictures");
    const total = images.filter((i) => i.kind === "image" && i.title === first.title).length;
    await open(page, "/middaydiscount", lang);
    const card = page.getByTestId("image-group").filter({ hasText: first.title });
    await card.getByRole("link", { name: t.middayDiscount.viewAll }).click();

    const view = page.getByTestId("group-view");
    await expect(view.getByRole("heading", { level: 2 })).toHaveText(first.title);
    await expect(view.getByTestId("group-view-counter")).toHaveText(`1 / ${total}`);
    await expect(view.getByRole("img", { name: first.title })).toBeVisible();
    if (total > 1) {
      // Previous from the first wraps to the last.
      await view.getByRole("link", { name: t.middayDiscount.previous }).click();
      await expect(view.getByTestId("group-view-counter")).toHaveText(`${total} / ${total}`);
      await view.getByRole("link", { name: t.middayDiscount.next }).click();
      await expect(view.getByTestId("group-view-counter")).toHaveText(`1 / ${total}`);
    }
    await view.getByRole("link", { name: t.middayDiscount.close }).click();
    await expect(page.getByTestId("image-group").first()).toBeVisible();
    await expect(page.getByTestId("group-view")).toHaveCount(0);
  });

  test(`the PDF page: title, Download PDF, View in Browser and Back are links (${lang})`, async ({
    page,
    request,
  }) => {
    const pdf = (
      (await (await request.get(`/api/menu-images?lang=${lang}`)).json()) as MenuImageWire[]
    ).find((i) => i.kind === "pdf");
    if (!pdf) throw new Error("the demo has a midday PDF");
    await open(page, "/middaydiscount", lang);
    await page
      .getByTestId("pdf-card")
      .filter({ hasText: pdf.title })
      .getByRole("link", { name: t.middayDiscount.openPdf })
      .click();
    await expect(page).toHaveURL(new RegExp(`/pdf/${pdf._id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pdf.title);
    await expect(page.getByRole("link", { name: t.pdf.download })).toHaveAttribute("href", pdf.url);
    await expect(page.getByRole("link", { name: new RegExp(t.pdf.viewInBrowser) })).toHaveAttribute(
      "href",
      pdf.url,
    );
    // No viewer that would wait for a script forever.
    await expect(page.getByText(t.pdf.loading)).toBeHidden();
    await page.getByRole("link", { name: t.pdf.back }).click();
    await expect(page).toHaveURL(/\/middaydiscount$/);
  });

  test(`the map loads after the visitor asks for it (${lang})`, async ({ page }) => {
    const osm: string[] = [];
    await page.route(
      "https://www.openstreetmap.org/**",
      (route) => (osm.push(route.request().url()), route.fulfill({ body: "" })),
    );
    await open(page, "/#visit", lang);
    const visit = page.locator("section#visit");
    await expect(visit.locator("iframe")).toHaveCount(0);
    await visit.getByRole("link", { name: t.visit.loadMap }).click();
    await expect(page).toHaveURL(/[?&]map=1#map$/);
    await expect(visit.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    await expect(visit.locator("iframe")).toHaveAttribute("title", t.visit.mapTitle);
    await expect.poll(() => osm.length).toBeGreaterThan(0);
    // Asking for the map stores nothing: the only cookie is the language this test chose.
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(["lang"]);
  });

  test(`the open-now badge is right for the time of the request; the first about photo shows; nothing moves (${lang})`, async ({
    page,
    request,
    phone,
  }) => {
    const hours = (await (await request.get("/api/public/opening-hours")).json()) as OpeningHours[];
    const specialDays = (await (
      await request.get(`/api/public/special-days?lang=${lang}`)
    ).json()) as SpecialDayWire[];
    const openAt = (time: Date) =>
      isOpenAt(withSpecialDays(weeklySchedule(hours), specialDays), time);
    const before = openAt(new Date());
    await open(page, "/", lang);
    const after = openAt(new Date());
    const badge = page.getByTestId("open-badge");
    // A minute of opening or closing may fall between the two readings.
    const expected = [before, after].map((open) => (open ? t.visit.openNow : t.visit.closed));
    expect(expected).toContain(await badge.textContent());
    await expect(badge.locator("span").first()).toHaveCSS("animation-name", "none");
    if (!phone)
      await expect(page.getByTestId("reservation-card")).toHaveCSS("animation-name", "none");
    await expect(page.getByTestId("scroll-progress")).toBeHidden();

    await page.goto("/about");
    const photo = page.locator("section#about figure img").first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveCSS("opacity", "1");
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByTestId("photo-placeholder")).toHaveCSS("animation-name", "none");
  });
}

test("the admin panel says it needs JavaScript instead of showing a dead form", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { name: "Die Verwaltung braucht JavaScript" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button")).toHaveCount(0);
  await page.goto("/admin?lang=en");
  await expect(
    page.getByRole("heading", { name: "The admin panel needs JavaScript" }),
  ).toBeVisible();
});

test("the home page's header turns solid once scrolled, so the navigation never stands on the text", async ({
  page,
}) => {
  await page.goto("/menu");
  const solid = await page
    .locator("header")
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).toHaveCSS("background-color", solid);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
});
