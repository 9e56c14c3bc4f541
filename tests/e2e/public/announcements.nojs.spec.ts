import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import {
  addDays,
  specialDayText,
} from "../../../shared/announcements/special-day-announcements.ts";
import { todayIso } from "../../../shared/opening-hours/special-days.ts";
import { expect, messages, open, test } from "./support";

/*
 * The announcement banner with JavaScript off, at 375 and 1366 px: the server's HTML alone
 * shows it at the top of every public page, as text, in the visitor's language.
 */
test.describe.configure({ mode: "serial" });

let api: APIRequestContext;
let headers: Record<string, string>;
let id = "";
const TEXT = {
  de: "Heute ab 18 Uhr <b>Live-Musik</b> – Tisch reservieren unter 02921 12345!",
  en: "Live <b>music</b> tonight from 6 pm – book a table on 02921 12345!",
};

test.beforeAll(async ({ playwright, server }) => {
  api = await playwright.request.newContext({ baseURL: server.url });
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN });
  headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const today = todayIso();
  const response = await api.post("/api/announcements", {
    headers,
    data: { text_de: TEXT.de, text_en: TEXT.en, from: today, until: today },
  });
  expect(response.status()).toBe(201);
  id = ((await response.json()) as { _id: string })._id;
});

// The worker's other tests must not see it.
test.afterAll(async () => {
  expect((await api.delete(`/api/announcements/${id}`, { headers })).status()).toBe(204);
  await api.dispose();
});

for (const lang of ["de", "en"] as const) {
  test(`every public page shows the running announcement at the top, as plain text, below the header (${lang})`, async ({
    page,
  }) => {
    for (const path of ["/", "/menu", "/contact", "/impressum"]) {
      await open(page, path, lang);
      const banner = page.getByRole("region", { name: messages[lang].announcements.label });
      await expect(banner, path).toHaveText(TEXT[lang]);
      // Text, never markup: the angle brackets are shown, no element is made of them.
      await expect(banner.locator("b")).toHaveCount(0);

      const box = (await banner.getByTestId("announcement").boundingBox())!;
      const header = (await page.locator("header").first().boundingBox())!;
      const viewport = page.viewportSize()!;
      // Right under the header, inside the screen's width (no sideways scrolling at 375 px), before the page's heading.
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y).toBeLessThan(header.height + 40);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const heading = (await page.getByRole("heading", { level: 1 }).first().boundingBox())!;
      expect(heading.y).toBeGreaterThan(box.y + box.height);
    }
  });
}

test("a page without a running announcement has no banner", async ({ page }) => {
  expect((await api.delete(`/api/announcements/${id}`, { headers })).status()).toBe(204);
  const today = todayIso();
  const response = await api.post("/api/announcements", {
    headers,
    data: { text_de: "Morgen", from: today, until: today },
  });
  id = ((await response.json()) as { _id: string })._id;
  const later = await api.put(`/api/announcements/${id}`, {
    headers,
    data: { text_de: "Morgen", from: "2099-01-01", until: "2099-01-02" },
  });
  expect(later.status()).toBe(200);
  await open(page, "/menu", "de");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("announcements")).toHaveCount(0);
});

test("a closure five days ahead announces itself on every page, and the contact page lists it", async ({
  page,
}) => {
  const day = {
    from: addDays(todayIso(), 5),
    to: addDays(todayIso(), 5),
    isClosed: true,
    intervals: [],
    note: { de: "Betriebsausflug", en: "Staff outing" },
  };
  const response = await api.post("/api/special-days", {
    headers,
    data: { from: day.from, isClosed: true, note_de: "Betriebsausflug", note_en: "Staff outing" },
  });
  expect(response.status()).toBe(201);
  const specialDayId = ((await response.json()) as { _id: string })._id;
  try {
    await open(page, "/contact", "de");
    const automatic = page
      .getByRole("region", { name: messages.de.announcements.label })
      .getByTestId("announcement")
      .filter({ hasText: "Betriebsausflug" });
    await expect(automatic).toHaveText(specialDayText(day, "de"));
    await expect(automatic).toHaveAttribute("data-kind", "special-day");
    const list = page.getByTestId("special-days");
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(
      messages.de.visit.specialHours,
    );
    await expect(
      list.getByTestId("special-day").filter({ hasText: "Betriebsausflug" }),
    ).toContainText(messages.de.visit.closed);
  } finally {
    expect((await api.delete(`/api/special-days/${specialDayId}`, { headers })).status()).toBe(204);
  }
});
