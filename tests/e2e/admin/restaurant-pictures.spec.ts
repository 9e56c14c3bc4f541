import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { RestaurantPictures, SitePicture } from "@shared/contract/restaurant-pictures.ts";
import {
  ADMIN_LANGS,
  adminText,
  expect,
  onPhonesOf390px,
  otherDevice,
  pngImage,
  signInAs,
  test,
  toast,
} from "./fixtures";

onPhonesOf390px();

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
);

for (const [n, lang] of ADMIN_LANGS.entries()) {
  test.describe(lang === "de" ? "in German" : "in English", () => {
    test.use({ chosenLang: lang });
    const t = adminText(lang);

    async function openRestaurantTab(page: Page) {
      // Not openTab: staff have no categories tab to start from.
      await page.goto("/admin");
      const tab = page.getByRole("tab", { name: t("panel.tabs.restaurant") });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
    }

    /** Opens the restaurant tab, unfolds its pictures and there the logo's group. */
    async function openLogo(page: Page) {
      await openRestaurantTab(page);
      await page.getByText(t("pictures.heading"), { exact: true }).click();
      const group = page.getByTestId("picture-logo");
      await group.getByText(t("pictures.slots.logo"), { exact: true }).click();
      return group;
    }

    test("the checklist leads an owner to the logo; a disguised file is refused at its field; the checklist, the public header and icons follow", async ({
      page,
      api,
    }) => {
      // Two pages and a logo's encoding with five icons, on a machine the other workers share.
      test.slow();
      // Each worker's server starts with the built-in logo; a test before this one may have set one.
      if ((await api.get<RestaurantPictures>("/api/restaurant-pictures")).logo)
        await api.del("/api/restaurant-pictures/logo");

      await openRestaurantTab(page);
      const checklist = page.getByTestId("go-live-checklist");
      const logoItem = checklist.getByRole("link", {
        name: `${t("pictures.heading")}: ${t("restaurant.checklist.logo")}`,
      });
      await logoItem.click();
      const group = page.getByTestId("picture-logo");
      await expect(group).toBeInViewport();
      await group.getByText(t("pictures.slots.logo"), { exact: true }).click();
      await expect(group.getByText(t("pictures.builtIn"))).toBeVisible();
      const image = group.getByLabel(t("pictures.image"), { exact: true });
      await group.getByLabel(t("pictures.altDe")).fill("Logo von Masala Haus");
      await group.getByLabel(t("pictures.altEn")).fill("Masala Haus logo");
      const save = group.getByRole("button", {
        name: t("pictures.save", { what: t("pictures.slots.logo") }),
      });

      await image.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: SVG });
      await save.click();
      await expect(group.getByText(t("errors.logoFormat"))).toBeVisible();
      await expect(image).toHaveAttribute("aria-invalid", "true");
      expect((await api.get<RestaurantPictures>("/api/restaurant-pictures")).logo).toBeNull();

      await image.setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: await pngImage(400 + n, 400),
      });
      await save.click();
      await expect(
        toast(page, t("pictures.saved", { what: t("pictures.slots.logo") })),
      ).toBeVisible();
      await expect(group.getByText(t("pictures.own"))).toBeVisible();
      await expect(logoItem).toHaveCount(0);
      const { logo } = await api.get<RestaurantPictures>("/api/restaurant-pictures");
      expect(logo?.alt).toEqual({ de: "Logo von Masala Haus", en: "Masala Haus logo" });
      await expect(group.getByTestId("picture-logo-preview")).toHaveAttribute("src", logo!.url);

      await page.goto("/");
      await expect(page.getByTestId("header-logo")).toHaveAttribute("src", logo!.url);
      await expect(page.getByTestId("header-logo")).toBeVisible();
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", logo!.icons!.favicon);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        "href",
        logo!.icons!.appleTouch,
      );
      const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
        icons: { src: string }[];
      };
      expect(manifest.icons[0]?.src).toBe(logo!.icons!.any192);

      await api.del("/api/restaurant-pictures/logo");
    });

    test("a staff account sees the pictures but cannot change one", async ({
      browser,
      baseURL,
      newMember,
      unique,
    }, testInfo) => {
      // An invitation and a sign-in: two password hashes, seconds each on a busy two-core machine.
      test.setTimeout(60_000);
      const waiter = await newMember("staff", unique("Ravi"));
      const staff = await otherDevice(browser, baseURL as string, testInfo, lang);
      await signInAs(staff, waiter);
      const group = await openLogo(staff);
      await expect(group.getByTestId("picture-logo-preview")).toBeVisible();
      await expect(group.getByText(t("restaurant.readOnly"))).toBeVisible();
      await expect(group.getByLabel(t("pictures.image"), { exact: true })).toBeDisabled();
      await expect(
        group.getByRole("button", { name: t("pictures.save", { what: t("pictures.slots.logo") }) }),
      ).toHaveCount(0);
      const res = await staff.request.put("/api/restaurant-pictures/logo", {
        headers: { authorization: `Bearer ${waiter.token}` },
        multipart: {
          altDe: "Logo",
          altEn: "Logo",
          image: { name: "logo.png", mimeType: "image/png", buffer: await pngImage(300, 300) },
        },
      });
      expect(res.status()).toBe(403);
      await staff.close();
    });
  });
}

test("the hero's still, an about photo and the story photo follow at once, the poster preloaded", async ({
  page,
  api,
}) => {
  test.slow();
  const put = async (slot: string, width: number, altDe: string, altEn: string) =>
    api.form<SitePicture>("PUT", `/api/restaurant-pictures/${slot}`, {
      altDe,
      altEn,
      // The demo's hero is a film: a still of one's own replaces it.
      ...(slot === "hero" ? { removeVideo: "true" } : {}),
      image: { name: `${slot}.png`, mimeType: "image/png", buffer: await pngImage(width, 600) },
    });
  const hero = await put("hero", 1200, "Der Gastraum", "The dining room");
  const about = await put("about-1", 640, "Der Tandoor", "The tandoor");
  const story = await put("story", 900, "Die Familie", "The family");

  const home = await page.goto("/");
  expect(home?.headers()["link"]).toContain(`<${hero.variants.at(-1)!.url}>; rel=preload`);
  await expect(page.getByTestId("hero-still")).toHaveAttribute("src", hero.variants.at(-1)!.url);
  await expect(page.getByTestId("hero-video")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "The tandoor" })).toHaveAttribute("src", about.url);
  await page.goto("/our-story");
  await expect(page.getByTestId("story-photo")).toHaveAttribute("src", story.url);
  await expect(page.getByRole("img", { name: "The family" })).toBeVisible();

  for (const slot of ["hero", "about-1", "story"])
    await api.del(`/api/restaurant-pictures/${slot}`);
  await page.goto("/");
  await expect(page.getByTestId("hero-video")).toHaveAttribute("poster", "/media/hero-poster.webp");
});

test("a new still for a hero with a film ticks the film's removal, and the film goes with the save", async ({
  page,
  api,
}) => {
  const t = adminText("en");
  const png = async () => ({
    name: "hero.png",
    mimeType: "image/png",
    buffer: await pngImage(1200, 600),
  });
  await api.form<SitePicture>("PUT", "/api/restaurant-pictures/hero", {
    altDe: "Der Film",
    altEn: "The film",
    image: await png(),
    video: {
      name: "hero.mp4",
      mimeType: "video/mp4",
      buffer: fs.readFileSync("web/public/media/hero.mp4"),
    },
  });
  await page.goto("/admin");
  await page.getByRole("tab", { name: t("panel.tabs.restaurant") }).click();
  await page.getByText(t("pictures.heading"), { exact: true }).click();
  const group = page.getByTestId("picture-hero");
  await group.getByText(t("pictures.slots.hero"), { exact: true }).click();
  const removeVideo = group.getByLabel(t("pictures.removeVideo"));
  await expect(removeVideo).not.toBeChecked();
  await group.getByLabel(t("pictures.heroImage")).setInputFiles(await png());
  await expect(removeVideo).toBeChecked();
  await group
    .getByRole("button", { name: t("pictures.save", { what: t("pictures.slots.hero") }) })
    .click();
  await expect(toast(page, t("pictures.saved", { what: t("pictures.slots.hero") }))).toBeVisible();
  expect((await api.get<RestaurantPictures>("/api/restaurant-pictures")).hero?.video).toBeNull();
  await api.del("/api/restaurant-pictures/hero");
});
