import type { Page, Route } from "@playwright/test";
import type { MenuImageWire } from "../../../shared/contract/menu-image-wire.ts";
import { expect, idle, LANGS, messages, navigation, open, test } from "./support";

/**
 * Goes to the midday page the way a visitor does once the site runs in the browser: a navigation
 * in the browser, which shows the page at once and loads the pictures itself (Loading, errors,
 * the lightbox). Those exist only with React running, so it first lets the page finish loading,
 * as a visitor looks before tapping; the same page without script is walked in
 * without-script.nojs.spec.ts, and a tap at once in phone.first-tap.spec.ts.
 */
async function navigateToMiddayDiscount(page: Page, phone: boolean, lang: "de" | "en" = "de") {
  await open(page, "/contact", lang);
  await idle(page);
  const nav = await navigation(page, phone, lang);
  await nav.getByRole("link", { name: messages[lang].nav.middayDiscount }).click();
  await expect(page).toHaveURL(/\/middaydiscount$/);
}

/** A gallery of three pictures under one title, made of the demo's real files, plus a PDF. */
async function galleryFixture(page: Page): Promise<MenuImageWire[]> {
  const all = (await (await page.request.get("/api/menu-images")).json()) as MenuImageWire[];
  const pictures = all.filter((i) => i.kind === "image");
  const pdf = all.find((i) => i.kind === "pdf");
  const three = [0, 1, 2].map((n) => ({
    ...pictures[n % pictures.length]!,
    _id: `pic-${n}`,
    title: "Galerie",
    language: "de" as const,
  }));
  return pdf ? [...three, pdf] : three;
}

for (const lang of LANGS) {
  test(`cards grouped by title with a language tag; PDFs open the PDF page (${lang})`, async ({
    page,
    request,
  }) => {
    const t = messages[lang];
    const images = (await (
      await request.get(`/api/menu-images?lang=${lang}`)
    ).json()) as MenuImageWire[];
    const titles = [...new Set(images.filter((i) => i.kind === "image").map((i) => i.title))];
    const pdf = images.find((i) => i.kind === "pdf");

    await open(page, "/middaydiscount", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.middayDiscount.title);
    await expect(page).toHaveTitle(`${t.meta.middayDiscount} | Masala Haus`);
    const groups = page.getByTestId("image-group");
    await expect(groups).toHaveCount(titles.length);
    await expect(groups.getByRole("heading")).toHaveText(titles);
    await expect(groups.first().getByTestId("language-tag")).toContainText(images[0]!.language);
    await expect(
      groups.first().getByRole("link", { name: t.middayDiscount.viewAll }),
    ).toBeVisible();

    if (pdf) {
      const card = page.getByTestId("pdf-card").filter({ hasText: pdf.title });
      await card.getByRole("link", { name: t.middayDiscount.openPdf }).click();
      await expect(page).toHaveURL(new RegExp(`/pdf/${pdf._id}$`));
    }
  });
}

test("View All opens an accessible lightbox: wrap-around arrows, n / total, close button, Escape, focus kept inside", async ({
  page,
  phone,
}) => {
  const fixture = await galleryFixture(page);
  await page.route("**/api/menu-images?*", (route) => route.fulfill({ json: fixture }));
  await navigateToMiddayDiscount(page, phone);

  const card = page.getByTestId("image-group").filter({ hasText: "Galerie" });
  await expect(card).toContainText("3 Bilder");
  const viewAll = card.getByRole("link", { name: "Alle ansehen" });
  await viewAll.click();

  const dialog = page.getByRole("dialog", { name: messages.de.middayDiscount.lightbox });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  const counter = dialog.locator(".yarl__counter");
  await expect(counter).toHaveText("1 / 3");
  // The lightbox listens for its buttons from the moment it takes focus, a frame or two after it
  // shows: sooner than any visitor clicks, later than a test does.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByRole("button", { name: messages.de.middayDiscount.next }).click();
  await expect(counter).toHaveText("2 / 3");
  await dialog.getByRole("button", { name: messages.de.middayDiscount.next }).click();
  await dialog.getByRole("button", { name: messages.de.middayDiscount.next }).click();
  await expect(counter).toHaveText("1 / 3");
  await dialog.getByRole("button", { name: messages.de.middayDiscount.previous }).click();
  await expect(counter).toHaveText("3 / 3");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("1 / 3");

  // The page behind is inert: Tab only ever reaches the dialog's controls (or the browser's own UI).
  const focusPlaces = new Set<string>();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    focusPlaces.add(
      await dialog.evaluate((d) =>
        d.contains(document.activeElement)
          ? "dialog"
          : document.activeElement === document.body
            ? "browser"
            : "page",
      ),
    );
  }
  expect(focusPlaces.has("page")).toBe(false);
  expect(focusPlaces.has("dialog")).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await viewAll.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: messages.de.middayDiscount.close }).click();
  await expect(dialog).toBeHidden();
});

test("the lightbox's code is loaded only when it is needed", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await open(page, "/middaydiscount");
  expect(scripts.some((s) => s.includes("image-lightbox"))).toBe(false);
  await open(page, "/");
  expect(scripts.some((s) => s.includes("image-lightbox") || s.includes("pdf-viewer"))).toBe(false);
});

test.describe("states", () => {
  for (const lang of LANGS) {
    test(`Loading while the images are on their way, then the cards (${lang})`, async ({
      page,
      phone,
    }) => {
      const pending: Route[] = [];
      await page.route("**/api/menu-images?*", (route) => void pending.push(route));
      await navigateToMiddayDiscount(page, phone, lang);
      await expect(page.getByRole("status")).toHaveText(messages[lang].middayDiscount.loading);
      await expect.poll(() => pending.length).toBe(1);
      await pending[0]!.continue();
      await expect(page.getByTestId("image-group").first()).toBeVisible();
      await expect(page.getByText(messages[lang].middayDiscount.loading)).toHaveCount(0);
    });

    test(`No images available / Keine Bilder verfügbar. (${lang})`, async ({ page, phone }) => {
      await page.route("**/api/menu-images?*", (route) => route.fulfill({ json: [] }));
      await navigateToMiddayDiscount(page, phone, lang);
      await expect(
        page.getByText(lang === "de" ? "Keine Bilder verfügbar." : "No images available."),
      ).toBeVisible();
    });

    test(`a failed load shows the server's message, or the page's own (${lang})`, async ({
      page,
      phone,
    }) => {
      await page.route("**/api/menu-images?*", (route) =>
        route.fulfill({ status: 500, json: { error: "Failed to load images" } }),
      );
      await navigateToMiddayDiscount(page, phone, lang);
      await expect(page.getByRole("alert")).toHaveText("Failed to load images");

      await page.unroute("**/api/menu-images?*");
      await page.route("**/api/menu-images?*", (route) => route.abort());
      await page.goBack();
      await navigateToMiddayDiscount(page, phone, lang);
      await expect(page.getByRole("alert")).toHaveText(messages[lang].middayDiscount.loadFailed);
    });
  }
});
