import type { Page } from "@playwright/test";
import { restaurant } from "../../support/demo-restaurant.ts";
import { expect, idle, LANGS, messages, navigation, open, test } from "./support";

for (const lang of LANGS) {
  test(`hero: video, logo, tagline, View menu, branded title (${lang})`, async ({
    page,
    phone,
  }) => {
    const t = messages[lang];
    await open(page, "/", lang);
    await expect(page).toHaveTitle(t.meta.homeTitle.replace("{{name}}", restaurant.name));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(restaurant.name);
    await expect(page.getByText(restaurant.tagline[lang])).toBeVisible();
    await expect(page.getByText(restaurant.texts.hero[lang])).toBeVisible();

    const video = page.getByTestId("hero-video");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    // The demo's film and its poster are the restaurant's hero picture, as an owner uploads one.
    const poster = await video.getAttribute("poster");
    expect(poster).toMatch(/^\/uploads\//);
    expect((await page.request.get(poster as string)).headers()["content-type"]).toBe("image/webp");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const box = await video.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBeGreaterThanOrEqual(viewport?.width ?? 0);
    expect(box?.height).toBeGreaterThanOrEqual(viewport?.height ?? 0);

    // The reservation card is for large screens only.
    const card = page.getByTestId("reservation-card");
    if (phone) await expect(card).toBeHidden();
    else {
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading")).toHaveText(t.hero.makeReservation);
      await expect(card).toContainText(t.hero.clickToBook);
      const reserve = card.getByRole("link", { name: new RegExp(t.hero.reserveNow) });
      // Through the server's counting redirect to the provider's page.
      await expect(reserve).toHaveAttribute("href", "/go/reservation");
      await expect(reserve).toHaveAttribute("target", "_blank");
      expect(restaurant.links.reservation).toContain("lang=de");
    }

    await page.getByRole("link", { name: t.hero.viewMenu }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.menu.title);
  });
}

test("the background film plays, but stays still for visitors who prefer reduced motion", async ({
  page,
}) => {
  await open(page, "/");
  await expect
    .poll(() => page.getByTestId("hero-video").evaluate((v: HTMLVideoElement) => v.paused))
    .toBe(false);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect
    .poll(() => page.getByTestId("hero-video").evaluate((v: HTMLVideoElement) => v.paused))
    .toBe(true);
  await page.reload();
  // The film would start in the first idle moment once the page's script runs: wait for a later one.
  await idle(page);
  expect(await page.getByTestId("hero-video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(
    true,
  );
});

test("the film stays still for visitors whose browser saves data", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", {
      value: { saveData: true },
      configurable: true,
    });
  });
  await open(page, "/");
  // The film would start in the first idle moment after hydrating: wait for a later one.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
  expect(await page.getByTestId("hero-video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(
    true,
  );
});

test("the page's sections in order, with the scroll progress bar on the right", async ({
  page,
}) => {
  await open(page, "/");
  const ids = await page
    .locator("main section[id]")
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(["about", "menu", "visit"]);
  const bar = page.getByTestId("scroll-progress");
  const box = await bar.boundingBox();
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(page.viewportSize()?.width);
  const fill = bar.locator("div");
  await expect(fill).toHaveAttribute("style", /scaleY\(0\)/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(fill).toHaveAttribute("style", /scaleY\(1\)/);
});

for (const lang of LANGS) {
  test(`about section: heading, five paragraphs, link to the story (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await open(page, "/#about", lang);
    const about = page.locator("section#about");
    await expect(about.getByRole("heading", { level: 2 })).toHaveText(t.about.ourCulinaryJourney);
    for (const paragraph of restaurant.texts.about[lang]) {
      await expect(about.getByText(paragraph)).toBeVisible();
    }
    await about.getByRole("link", { name: t.about.discoverOurStory }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.story.title);
  });
}

test("the about photo rotates through three images every 4000 ms and wraps", async ({ page }) => {
  // A paused clock: the photo changes only when the test lets time pass.
  await page.clock.install({ time: new Date("2025-01-15T10:00:00Z") });
  await page.clock.pauseAt(new Date("2025-01-15T10:00:01Z"));
  await open(page, "/about");
  const photos = page.locator("section#about figure img");
  await expect(photos).toHaveCount(3);
  const active = () =>
    photos.evaluateAll((imgs) =>
      imgs.findIndex((img) => img.getAttribute("data-active") === "true"),
    );
  expect(await active()).toBe(0);
  await page.clock.runFor(3900);
  expect(await active()).toBe(0);
  await page.clock.runFor(200);
  expect(await active()).toBe(1);
  await page.clock.runFor(4000);
  expect(await active()).toBe(2);
  await page.clock.runFor(4000);
  expect(await active()).toBe(0);

  // The visible photo fades in once loaded; a pause button stops the rotation.
  await expect(photos.nth(0)).toHaveCSS("opacity", "1");
  await page.getByRole("button", { name: messages.de.about.pause }).click();
  await page.clock.runFor(8000);
  expect(await active()).toBe(0);
});

test("the about photo shows a pulsing placeholder until the image has loaded", async ({ page }) => {
  // A paused clock: the first photo stays the one shown however long the image takes.
  await page.clock.install({ time: new Date("2025-01-15T10:00:00Z") });
  await page.clock.pauseAt(new Date("2025-01-15T10:00:01Z"));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The demo's about photos are uploads, as is its logo: held too, so the page never has its
  // "load" before the release, and the test waits for the document alone.
  await page.route("**/uploads/**", async (route) => {
    await held;
    await route.continue();
  });
  // The page's first photo is part of its load, held here: the page is there before it.
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const placeholder = page.getByTestId("photo-placeholder");
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveClass(/animate-pulse/);
  // The server's photo shows as it loads; once React runs, it fades in when it has arrived.
  await expect(page.locator("section#about figure img").first()).toHaveCSS("opacity", "0");
  release();
  await expect(placeholder).toHaveCount(0);
  await expect(page.locator("section#about figure img").first()).toHaveCSS("opacity", "1");
});

test("the about content slides in once it is scrolled into view", async ({ page }) => {
  await open(page, "/");
  const content = page.locator("section#about [data-in-view]");
  await expect(content).toHaveAttribute("data-in-view", "false");
  await page.locator("section#about h2").scrollIntoViewIfNeeded();
  await expect(content).toHaveAttribute("data-in-view", "true");
  // Scrolled away, and seen to be away by an observer made after the page's own, which hears it first; then a frame for React.
  await content.evaluate(
    (element) =>
      new Promise((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          if (entry?.isIntersecting) return;
          observer.disconnect();
          requestAnimationFrame(resolve);
        });
        observer.observe(element);
        window.scrollTo(0, 0);
      }),
  );
  expect(await content.getAttribute("data-in-view")).toBe("true");
});

test("/about stays as first painted: no slide-in once React runs, its first photo fetched at once", async ({
  page,
}) => {
  // Every class the section's parts are given from the start, recorded before the page's own code runs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { aboutClasses: string[] }).aboutClasses = seen;
    new MutationObserver((records) => {
      for (const { target } of records)
        if (target instanceof Element && target.closest("section#about"))
          seen.push(target.getAttribute("class") ?? "");
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });
  await open(page, "/about");
  const photo = page.locator("section#about figure img").first();
  await expect(photo).toHaveAttribute("loading", "eager");
  await expect(photo).toHaveAttribute("fetchpriority", "high");
  await idle(page);
  const classes = await page.evaluate(
    () => (window as unknown as { aboutClasses: string[] }).aboutClasses,
  );
  expect(classes.filter((c) => /translate-x-10/.test(c))).toEqual([]);
});

test("with reduced motion the about content is simply there", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/");
  await expect(page.locator("section#about [data-in-view]")).toHaveAttribute(
    "data-in-view",
    "true",
  );
});

test("/about shows the about section alone, with its heading as the page's h1", async ({
  page,
}) => {
  await open(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    messages.de.about.ourCulinaryJourney,
  );
  await expect(page.locator("main section")).toHaveCount(1);
  await expect(page).toHaveTitle(`${messages.de.meta.about} | Masala Haus`);
});

/** The home page's menu section runs in the page: a category is shown without a new document. */
async function expectCategoryInTheSameDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const categories = page.getByRole("navigation", { name: messages.de.menu.categories });
  const second = categories.getByRole("link").nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-current", "true");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
}

test("the sections below the first screen come in chunks of their own, after the page's first modules", async ({
  page,
}) => {
  // Waits for each chunk itself: the page asks for them once it hydrates, which on a busy machine
  // can come after the network has been quiet for a while.
  const sectionChunks = Promise.all(
    ["about", "menu", "visit"].map((name) =>
      page.waitForResponse(
        (r) =>
          r.ok() &&
          new RegExp(`^/assets/${name}-section-[^/]+\\.js$`).test(new URL(r.url()).pathname),
      ),
    ),
  );
  const response = await open(page, "/");
  // The server's page names none of them: the hero's page starts without their code.
  expect(await response?.text()).not.toMatch(/(about|menu|visit)-section-/);
  await sectionChunks;
  await idle(page);
  await expectCategoryInTheSameDocument(page);
});

test("while the sections' code is still on its way, the hydrated page answers at once", async ({
  page,
}) => {
  // The sections' chunks are held until the end: the header, which React draws, must follow the
  // scroll without them. The page once waited for them as hydration ended, so nothing it drew
  // changed until they came, and then it was drawn whole again in one long task.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(about|menu|visit)-section-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, "/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-state", "transparent");
  // Scrolled down at once and back up, as a visitor does: once React runs, the header follows
  // the position both ways, though the sections' code has not come.
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute("data-state", "solid");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-state", "transparent");
  // The sections kept the server's HTML meanwhile, and run once their code has come.
  await expect(page.locator("main section[id]")).toHaveCount(3);
  const chunks = Promise.all(
    ["about", "menu", "visit"].map((name) =>
      page.waitForResponse((r) => r.ok() && r.url().includes(`/assets/${name}-section-`)),
    ),
  );
  release();
  await chunks;
  await idle(page);
  await expectCategoryInTheSameDocument(page);
});

test("moving to / in the browser shows the page whole at once, every section with the hero", async ({
  page,
  phone,
}) => {
  await open(page, "/contact");
  await idle(page);
  await (await navigation(page, phone)).getByRole("link", { name: messages.de.nav.home }).click();
  // Read in the first frame that shows the hero: React commits a page at once, so an empty section there would be seen.
  const sections = await page.waitForFunction(() =>
    document.getElementById("hero-title")
      ? [...document.querySelectorAll("main section[id]")].map((s) => s.id)
      : null,
  );
  expect(await sections.jsonValue()).toEqual(["about", "menu", "visit"]);
});

test("moving to / when a section's code cannot be fetched loads the page anew, whole from the server", async ({
  page,
  phone,
}) => {
  await open(page, "/contact");
  await idle(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // As after a deploy that removed the old build's chunk: the server has no such file.
  await page.route(/\/assets\/about-section-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
  await (await navigation(page, phone)).getByRole("link", { name: messages.de.nav.home }).click();
  await expect(page.locator("section#about")).toContainText(messages.de.about.ourCulinaryJourney);
  await expect(page.locator("#hero-title")).toBeVisible();
  // A new document: the previous page did not stay on screen waiting for the code.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
});
