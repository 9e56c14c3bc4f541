import type { Locator, Page, TestInfo } from "@playwright/test";
import type { SpecialDayWire } from "@shared/contract/special-day-wire.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import {
  formatDate as formatDateIn,
  formatDateRange as formatDateRangeIn,
} from "../../../web/features/admin/i18n/dates";
import { answerConfirm, expect, openTab, test, toast } from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

/**
 * Both projects run at once against one server and see each other's special days: each test
 * uses dates far ahead that are its own (a year per project, a month per test) and notes
 * made unique, and finds its rows by those notes.
 */
function dateOf(testInfo: TestInfo, month: number, day: number): string {
  const year = testInfo.project.name === "admin-phone" ? 2092 : 2091;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// The tests read the admin in English, as the fixtures choose it.
const formatDate = (iso: string) => formatDateIn(iso, "en");
const formatDateRange = (from: string, to: string) => formatDateRangeIn(from, to, "en");
const addForm = (page: Page) => page.getByRole("region", { name: "Add special day" });
const upcoming = (page: Page) => page.getByRole("region", { name: "Upcoming special days" });
const dayRow = (page: Page, text: string) =>
  upcoming(page).getByRole("listitem").filter({ hasText: text });
const interval = (form: Locator, n: number) => form.getByRole("group", { name: `Interval ${n}` });

async function openSpecialDays(page: Page) {
  await openTab(page, "Opening Hours");
  await expect(addForm(page)).toBeVisible();
  await expect(upcoming(page).getByRole("status")).toHaveCount(0);
}

test("add a single closed day: sent as one date, listed with Closed and both notes, form ready for the next", async ({
  page,
  api,
  unique,
}, testInfo) => {
  const date = dateOf(testInfo, 1, 6);
  const note = unique("Staff outing");
  await openSpecialDays(page);
  const form = addForm(page);

  // A new special day starts like a new weekday: open, 11:00–22:00.
  await expect(form.getByLabel("Closed")).not.toBeChecked();
  await expect(interval(form, 1).getByLabel("Opens")).toHaveValue("11:00");
  await expect(interval(form, 1).getByLabel("Closes")).toHaveValue("22:00");

  await form.getByLabel("From").fill(date);
  await form.getByLabel("Closed").check();
  await expect(form.getByRole("group", { name: /^Interval/ })).toHaveCount(0);
  await form.getByLabel("Note (English)").fill(`  ${note}  `);
  await form.getByLabel("Note (German)").fill(`${note} DE`);

  const post = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/special-days"),
  );
  await form.getByRole("button", { name: "Add special day" }).click();
  expect((await post).postDataJSON()).toEqual({
    from: date,
    to: date,
    isClosed: true,
    intervals: [],
    note_en: note,
    note_de: `${note} DE`,
    announce: true,
  });
  await expect(toast(page, "Special day added")).toBeVisible();

  const row = dayRow(page, note);
  await expect(row).toContainText(formatDate(date));
  await expect(row).toContainText("Closed");
  await expect(row).toContainText(`${note} DE`);
  await expect(row).not.toContainText("days)");

  await expect(form.getByLabel("From")).toHaveValue("");
  await expect(form.getByLabel("From")).toBeFocused();
  await expect(form.getByLabel("Note (English)")).toHaveValue("");
  await expect(form.getByLabel("Closed")).not.toBeChecked();

  const saved = (await api.get<SpecialDayWire[]>("/api/special-days")).find(
    (d) => d.noteI18n.en === note,
  );
  expect(saved).toMatchObject({
    from: date,
    to: date,
    isClosed: true,
    intervals: [],
    noteI18n: { en: note, de: `${note} DE` },
  });
});

test("add a range with two intervals, one past midnight, and notes", async ({
  page,
  api,
  unique,
}, testInfo) => {
  const from = dateOf(testInfo, 2, 10);
  const to = dateOf(testInfo, 2, 12);
  const note = unique("Spice festival");
  await openSpecialDays(page);
  const form = addForm(page);

  await form.getByLabel("From").fill(from);
  await form.getByLabel("To (optional)").fill(to);
  await interval(form, 1).getByLabel("Opens").fill("12:00");
  await interval(form, 1).getByLabel("Closes").fill("14:30");
  await form.getByRole("button", { name: "Add Interval" }).click();
  await expect(interval(form, 2).getByLabel("Opens")).toHaveValue("18:00");
  await expect(interval(form, 2).getByLabel("Closes")).toHaveValue("22:00");
  await expect(interval(form, 2).getByLabel("Opens")).toBeFocused();
  await interval(form, 2).getByLabel("Closes").fill("01:00");
  await expect(interval(form, 2).getByText("until the next day")).toBeVisible();
  await form.getByLabel("Note (English)").fill(note);

  await form.getByRole("button", { name: "Add special day" }).click();
  await expect(toast(page, "Special day added")).toBeVisible();
  const row = dayRow(page, note);
  await expect(row).toContainText(formatDateRange(from, to));
  await expect(row).toContainText("(3 days)");
  await expect(row).toContainText("12:00–14:30, 18:00–01:00");
  await expect(row).not.toContainText("Closed");

  const saved = (await api.get<SpecialDayWire[]>("/api/special-days")).find(
    (d) => d.noteI18n.en === note,
  );
  expect(saved).toMatchObject({
    from,
    to,
    isClosed: false,
    intervals: [
      { open: "12:00", close: "14:30" },
      { open: "18:00", close: "01:00" },
    ],
    noteI18n: { en: note, de: "" },
  });
});

test("validation: a date is needed, To not before From, valid times, no past dates; the server's reason is shown", async ({
  page,
  api,
  unique,
  faults,
}, testInfo) => {
  const note = unique("Never saved");
  await openSpecialDays(page);
  const form = addForm(page);
  const add = form.getByRole("button", { name: "Add special day" });

  await add.click();
  await expect(form.getByText("Choose a date.")).toBeVisible();
  await expect(form.getByLabel("From")).toBeFocused();
  await expect(form.getByLabel("From")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("From").fill(dateOf(testInfo, 3, 20));
  await form.getByLabel("To (optional)").fill(dateOf(testInfo, 3, 19));
  await form.getByLabel("Note (English)").fill(note);
  await add.click();
  await expect(form.getByText("The end date must not be before the start date.")).toBeVisible();
  await expect(form.getByLabel("To (optional)")).toBeFocused();
  await expect(form.getByLabel("To (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Choose a date.")).toHaveCount(0);

  await form.getByLabel("To (optional)").fill("");
  await interval(form, 1).getByLabel("Opens").fill("18:00");
  await interval(form, 1).getByLabel("Closes").fill("17:00");
  await add.click();
  await expect(form.getByRole("alert")).toHaveText(
    "Please fix times (format HH:MM, open < close).",
  );
  await expect(interval(form, 1).getByLabel("Opens")).toBeFocused();

  await interval(form, 1).getByLabel("Closes").fill("23:00");
  await form.getByLabel("From").fill(shiftDays(todayIso(), -1));
  await add.click();
  await expect(form.getByText("This date is over: choose today or a later date.")).toBeVisible();

  // The server refuses (as it would a broken request): its reason is shown on the form and in the toast.
  await form.getByLabel("From").fill(dateOf(testInfo, 3, 20));
  faults.once("POST", /^\/api\/special-days$/, 400, apiErrorBody("noteMax", { max: 300 }));
  await add.click();
  await expect(form.getByRole("alert")).toHaveText("Notes have at most 300 characters.");
  await expect(
    toast(page, "Failed to add special day").filter({
      hasText: "Notes have at most 300 characters.",
    }),
  ).toBeVisible();
  faults.once("POST", /^\/api\/special-days$/);
  await add.click();
  await expect(form.getByRole("alert")).toHaveText("Failed to add special day");
  // What was typed stays for another try.
  await expect(form.getByLabel("Note (English)")).toHaveValue(note);

  expect(
    (await api.get<SpecialDayWire[]>("/api/special-days")).filter((d) => d.noteI18n.en === note),
  ).toEqual([]);
  await expect(dayRow(page, note)).toHaveCount(0);
});

test("the list shows today's and later days by start date, not those that are over", async ({
  page,
  api,
  unique,
}, testInfo) => {
  const today = todayIso();
  const past = unique("Over");
  const running = unique("Running");
  const later = unique("Later");
  const soon = unique("Sooner");
  // Closed days around today would change what other tests see nowhere: the public site has its own server.
  await api.json("POST", "/api/special-days", {
    from: shiftDays(today, -5),
    to: shiftDays(today, -1),
    isClosed: true,
    note_en: past,
  });
  await api.json("POST", "/api/special-days", {
    from: shiftDays(today, -1),
    to: shiftDays(today, 1),
    isClosed: false,
    intervals: [{ open: "17:00", close: "23:00" }],
    note_en: running,
  });
  await api.json("POST", "/api/special-days", {
    from: dateOf(testInfo, 4, 20),
    isClosed: true,
    note_en: later,
    note_de: `${later} DE`,
  });
  await api.json("POST", "/api/special-days", {
    from: dateOf(testInfo, 4, 2),
    isClosed: true,
    note_en: soon,
  });

  await openSpecialDays(page);
  await expect(dayRow(page, running)).toContainText(
    formatDateRange(shiftDays(today, -1), shiftDays(today, 1)),
  );
  await expect(dayRow(page, running)).toContainText("17:00–23:00");
  await expect(dayRow(page, later)).toBeVisible();
  await expect(dayRow(page, past)).toHaveCount(0);

  const texts = await upcoming(page).getByRole("listitem").allInnerTexts();
  const at = (note: string) => texts.findIndex((text) => text.includes(note));
  expect(at(running)).toBeGreaterThanOrEqual(0);
  expect(at(running)).toBeLessThan(at(soon));
  expect(at(soon)).toBeLessThan(at(later));
});

test("delete asks 'Delete this special day?': Escape keeps it, confirming deletes it; 'Delete failed'", async ({
  page,
  api,
  unique,
  faults,
}, testInfo) => {
  const note = unique("Renovation");
  const date = dateOf(testInfo, 5, 8);
  const created = await api.json<SpecialDayWire>("POST", "/api/special-days", {
    from: date,
    isClosed: true,
    note_en: note,
  });
  await openSpecialDays(page);
  const del = page.getByRole("button", { name: `Delete special day ${formatDate(date)}` });

  await del.click();
  await answerConfirm(page, "Delete this special day?", "cancel");
  await expect(del).toBeFocused();
  await expect(dayRow(page, note)).toBeVisible();

  faults.once("DELETE", /^\/api\/special-days\/[^/]+$/, 404, apiErrorBody("specialDayNotFound"));
  await del.click();
  await answerConfirm(page, "Delete this special day?", "confirm");
  await expect(
    toast(page, "Delete failed").filter({ hasText: "Special day not found" }),
  ).toBeVisible();
  await expect(dayRow(page, note)).toBeVisible();

  await del.click();
  await answerConfirm(page, "Delete this special day?", "confirm");
  await expect(toast(page, "Special day deleted")).toBeVisible();
  await expect(dayRow(page, note)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Upcoming special days" })).toBeFocused();
  expect(
    (await api.get<SpecialDayWire[]>("/api/special-days")).some((d) => d._id === created._id),
  ).toBe(false);
});

test("failures: 'Failed to load special days' with a retry, the weekly hours still usable", async ({
  page,
  faults,
}) => {
  faults.once("GET", /^\/api\/special-days$/);
  await openTab(page, "Opening Hours");
  await expect(
    upcoming(page).getByRole("alert").filter({ hasText: "Failed to load special days" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Monday", exact: true })).toBeVisible();
  await upcoming(page).getByRole("button", { name: "Try again" }).click();
  await expect(upcoming(page).getByRole("alert")).toHaveCount(0);
});
