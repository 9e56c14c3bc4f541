import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import type { Lang } from "../../../shared/contract/common.ts";
import type { SpecialDayRequest } from "../../../shared/contract/special-day-wire.ts";
import { expect, LANGS, messages, open, test } from "./support";

// Demo hours: Thursday and Friday 11:30–14:30 and 17:30–22:00. 24 December is a Thursday in
// 2037 and in 2043. Dates this far ahead never touch the real "today" the worker's later tests
// see, and the browser's clock (page.clock, Berlin time) is set to them instead.
test.describe.configure({ mode: "serial" });

let year = 0;
let api: APIRequestContext;
let headers: Record<string, string>;
const created: string[] = [];

const days = (y: number): SpecialDayRequest[] => [
  {
    from: `${y}-12-24`,
    to: `${y}-12-26`,
    isClosed: true,
    note_de: "Frohe Weihnachten! Ab dem 27.12. sind wir wieder da.",
    note_en: "Merry Christmas! We are back on 27 December.",
  },
  {
    from: `${y}-12-31`,
    isClosed: false,
    intervals: [{ open: "18:00", close: "02:00" }],
    note_de: "Silvester: Festmenü bis 2 Uhr",
    note_en: "New Year’s Eve: festive menu until 2 am",
  },
  { from: `${y + 1}-01-01`, isClosed: true, note_de: "Neujahr", note_en: "New Year’s Day" },
];

test.beforeAll(async ({ playwright, server }, testInfo) => {
  year = testInfo.project.name.includes("phone") ? 2043 : 2037;
  api = await playwright.request.newContext({ baseURL: server.url });
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  for (const day of days(year)) {
    const response = await api.post("/api/special-days", { headers, data: day });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { _id: string })._id);
  }
});

test.afterAll(async () => {
  for (const id of created.splice(0)) await api.delete(`/api/special-days/${id}`, { headers });
  await api.dispose();
});

/** The home page's visit section with the browser's clock at a Berlin wall-clock time in winter (UTC+1). */
const clocked = new WeakSet<Page>();
async function visitAt(page: Page, berlinLocal: string, lang: Lang) {
  const time = new Date(`${berlinLocal}+01:00`);
  if (clocked.has(page)) {
    await page.clock.setSystemTime(time);
    await page.goto("about:blank"); // "/#visit" again would only scroll, not load the page anew
  } else await page.clock.install({ time });
  clocked.add(page);
  await open(page, "/#visit", lang);
  return { badge: page.getByTestId("open-badge"), list: page.getByTestId("special-days") };
}

for (const lang of LANGS) {
  const t = messages[lang].visit;

  test(`upcoming special days are listed under the weekly hours, with dates, hours and notes (${lang})`, async ({
    page,
  }) => {
    const { list } = await visitAt(page, `${year}-12-20T12:00:00`, lang);
    await expect(list.getByRole("heading", { level: 4 })).toHaveText(t.specialHours);
    const hoursBox = (await page.getByTestId("opening-hours").boundingBox())!;
    expect((await list.boundingBox())!.y).toBeGreaterThan(hoursBox.y + hoursBox.height - 1);

    const y = year;
    const expected =
      lang === "de"
        ? [
            {
              date: `24.–26.12.${y}`,
              spoken: `24. Dezember ${y} bis 26. Dezember ${y}`,
              hours: "Geschlossen",
              note: "Frohe Weihnachten! Ab dem 27.12. sind wir wieder da.",
            },
            {
              date: `31.12.${y}`,
              spoken: `31. Dezember ${y}`,
              hours: "18:00–02:00 Uhr",
              note: "Silvester: Festmenü bis 2 Uhr",
            },
            {
              date: `01.01.${y + 1}`,
              spoken: `1. Januar ${y + 1}`,
              hours: "Geschlossen",
              note: "Neujahr",
            },
          ]
        : [
            {
              date: `24–26 Dec ${y}`,
              spoken: `24 December ${y} to 26 December ${y}`,
              hours: "Closed",
              note: "Merry Christmas! We are back on 27 December.",
            },
            {
              date: `31 Dec ${y}`,
              spoken: `31 December ${y}`,
              hours: "18:00–02:00",
              note: "New Year’s Eve: festive menu until 2 am",
            },
            {
              date: `1 Jan ${y + 1}`,
              spoken: `1 January ${y + 1}`,
              hours: "Closed",
              note: "New Year’s Day",
            },
          ];
    // Only this project's year: the other project's days may be listed too.
    const dates = (await list.getByTestId("special-day-date").allTextContents()).filter(
      (d) => d.includes(String(y)) || d.includes(String(y + 1)),
    );
    expect(dates).toEqual(expected.map((e) => e.date));
    for (const e of expected) {
      const item = list
        .getByTestId("special-day")
        .filter({ has: page.getByTestId("special-day-date").getByText(e.date, { exact: true }) });
      await expect(item.getByTestId("special-day-hours")).toHaveText(e.hours);
      await expect(item).toContainText(e.note);
      await expect(item).toContainText(e.spoken);
      await expect(item).toHaveAttribute("data-today", "false");
    }
  });

  test(`the badge reads Closed on 24 December although Thursday is normally open (${lang})`, async ({
    page,
  }) => {
    // A week earlier, the same Thursday hour is open as usual.
    const before = await visitAt(page, `${year}-12-17T13:00:00`, lang);
    await expect(before.badge).toHaveText(t.openNow);
    await expect(page.getByTestId("opening-hours").locator("tr[data-today=true] th")).toHaveText(
      lang === "de" ? "Mittwoch – Freitag" : "Wednesday – Friday",
    );

    const { badge, list } = await visitAt(page, `${year}-12-24T13:00:00`, lang);
    await expect(badge).toHaveText(t.closed);
    await expect(badge).toHaveAttribute("data-open", "false");
    const today = list.locator("[data-today=true]");
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(t.today);
    await expect(today.getByTestId("special-day-date")).toHaveText(
      lang === "de" ? `24.–26.12.${year}` : `24–26 Dec ${year}`,
    );
    // The special day, not the weekly row, is today's.
    await expect(page.getByTestId("opening-hours").locator("tr[data-today=true]")).toHaveCount(0);

    const { violations } = await new AxeBuilder({ page })
      .include("section#visit")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}

test("an interval past midnight on a special day keeps the badge open the next morning, even on a closed day", async ({
  page,
}) => {
  // 31 December: 18:00–02:00 instead of Thursday's lunch; 1 January (a Friday) closed.
  const lunch = await visitAt(page, `${year}-12-31T13:00:00`, "en");
  await expect(lunch.badge).toHaveText("Closed");
  const evening = await visitAt(page, `${year}-12-31T23:30:00`, "en");
  await expect(evening.badge).toHaveText("Open now");

  const { badge } = await visitAt(page, `${year + 1}-01-01T01:30:00`, "de");
  await expect(badge).toHaveText("Geöffnet");
  await page.clock.fastForward(60 * 60_000); // 02:30: the interval has ended
  await expect(badge).toHaveText("Geschlossen");
  await page.clock.fastForward(11 * 60 * 60_000); // 13:30 on the closed day
  await expect(badge).toHaveText("Geschlossen");
});

test("special days that have ended are no longer listed, and nothing is shown without any", async ({
  page,
}) => {
  const { list } = await visitAt(page, "2099-06-01T12:00:00", "de");
  await expect(list).toHaveCount(0);
  await expect(page.getByText(messages.de.visit.specialHours)).toHaveCount(0);
  await expect(page.getByTestId("opening-hours")).toBeVisible();
});
