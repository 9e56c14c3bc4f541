import type { Page } from "@playwright/test";
import { expect, LANGS, messages, open, settled, test } from "./support";

/** Opens the home page with the browser's clock at `iso`; the badge follows it after hydration. */
async function homeAt(page: Page, iso: string, lang: "de" | "en" = "de") {
  await page.clock.install({ time: new Date(iso) });
  await open(page, "/#visit", lang);
  return page.getByTestId("open-badge");
}

// Demo hours: Mon closed; Tue 11:30–14:30, 17:30–21:30; Wed–Fri 11:30–14:30, 17:30–22:00;
// Sat 12:00–15:00, 17:00–01:00 (past midnight); Sun 12:00–21:30.

for (const lang of LANGS) {
  test(`opening hours: Monday, Tuesday, Wednesday–Friday, Saturday, Sunday (${lang})`, async ({
    page,
  }) => {
    await open(page, "/#visit", lang);
    const rows = page.getByTestId("opening-hours").getByRole("row");
    const days =
      lang === "de"
        ? ["Montag", "Dienstag", "Mittwoch – Freitag", "Samstag", "Sonntag"]
        : ["Monday", "Tuesday", "Wednesday – Friday", "Saturday", "Sunday"];
    await expect(rows.getByRole("rowheader")).toHaveText(days);
    await expect(rows.nth(0).getByRole("cell")).toHaveText(messages[lang].visit.closedDay);
    await expect(rows.nth(2).getByRole("cell")).toContainText(
      lang === "de" ? "11:30–14:30 Uhr" : "11:30–14:30",
    );
    await expect(rows.nth(3).getByRole("cell")).toContainText("17:00–01:00");
  });
}

test("the badge reads Geöffnet / Open now inside opening hours (Berlin time)", async ({ page }) => {
  // Wednesday 15 January 2025, 12:00 in Berlin.
  const badge = await homeAt(page, "2025-01-15T11:00:00Z");
  await expect(badge).toHaveText("Geöffnet");
  await expect(badge).toHaveAttribute("role", "status");
  await open(page, "/?lang=en#visit");
  await expect(page.getByTestId("open-badge")).toHaveText("Open now");
});

test("the badge reads Geschlossen / Closed outside opening hours and on the closed day", async ({
  page,
}) => {
  // Monday 13 January 2025, 12:00 in Berlin: the closed day.
  const badge = await homeAt(page, "2025-01-13T11:00:00Z");
  await expect(badge).toHaveText("Geschlossen");
  await open(page, "/?lang=en#visit");
  await expect(page.getByTestId("open-badge")).toHaveText("Closed");
});

const instants = [
  // Sunday 19 January 2025, 00:30 in Berlin, inside Saturday's 17:00–01:00.
  {
    name: "an interval past midnight keeps Sunday open at 00:30",
    iso: "2025-01-18T23:30:00Z",
    tz: "Europe/Berlin",
    text: "Open now",
  },
  {
    name: "and it has closed at 01:30",
    iso: "2025-01-19T00:30:00Z",
    tz: "Europe/Berlin",
    text: "Closed",
  },
  // Wednesday 12:00 in Berlin is 06:00 in New York: open.
  {
    name: "a visitor in New York sees Berlin's status at their 06:00",
    iso: "2025-01-15T11:00:00Z",
    tz: "America/New_York",
    text: "Open now",
  },
  // Wednesday 23:00 in Berlin is 17:00 in New York, when a local clock would say open: closed.
  {
    name: "a visitor in New York sees Closed at their 17:00",
    iso: "2025-01-15T22:00:00Z",
    tz: "America/New_York",
    text: "Closed",
  },
  // Summer time: Friday 4 July 2025 11:45 in Berlin (UTC+2) is open; the same UTC time in winter is 10:45, closed.
  {
    name: "daylight-saving time is Berlin's: 09:45 UTC in July is 11:45, open",
    iso: "2025-07-04T09:45:00Z",
    tz: "Asia/Tokyo",
    text: "Open now",
  },
  {
    name: "and 09:45 UTC in January is 10:45, closed",
    iso: "2025-01-10T09:45:00Z",
    tz: "Asia/Tokyo",
    text: "Closed",
  },
] as const;

for (const { name, iso, tz, text } of instants) {
  test.describe(() => {
    test.use({ timezoneId: tz });
    test(`badge: ${name}`, async ({ page }) => {
      await expect(await homeAt(page, iso, "en")).toHaveText(text);
    });
  });
}

test("the badge updates while the page stays open", async ({ page }) => {
  // Wednesday 14:29 in Berlin, a minute before the lunch break.
  const badge = await homeAt(page, "2025-01-15T13:29:00Z");
  await expect(badge).toHaveText("Geöffnet");
  await page.clock.runFor(90_000);
  await expect(badge).toHaveText("Geschlossen");
  // Dinner opens at 17:30.
  await page.clock.runFor(3 * 60 * 60_000);
  await expect(badge).toHaveText("Geöffnet");
});

test("the map loads nothing from OpenStreetMap until asked; the address and a map link are there", async ({
  page,
}) => {
  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
  });
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>map</title>" }),
  );
  await open(page, "/#visit");
  const visit = page.locator("section#visit");
  await expect(visit).toContainText("Beispielstraße 12");
  await expect(visit).toContainText("59494 Soest");
  await expect(visit.locator("iframe")).toHaveCount(0);
  await expect(visit.getByRole("link", { name: messages.de.visit.openInMaps })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/\?mlat=/,
  );
  await settled(page);
  await page.waitForLoadState("networkidle");
  expect(external).toEqual([]);

  await visit.getByRole("link", { name: messages.de.visit.loadMap }).click();
  const frame = visit.locator("iframe");
  await expect(frame).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=51\.5711,8\.1056$/,
  );
  await expect(frame).toHaveAttribute("title", messages.de.visit.mapTitle);
});
