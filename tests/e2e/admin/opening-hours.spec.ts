import type { Page, TestInfo } from "@playwright/test";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import { answerConfirm, expect, openTab, test, toast } from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

const NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * Both projects run at once against one server, and there are only seven days: each
 * project's tests write to weekdays of their own.
 */
function daysOf(testInfo: TestInfo) {
  return testInfo.project.name === "admin-phone" ? { flow: 4, closed: 5 } : { flow: 2, closed: 3 };
}

const editor = (page: Page, weekday: number) =>
  page.getByRole("region", { name: NAMES[weekday], exact: true });
const interval = (page: Page, weekday: number, n: number) =>
  editor(page, weekday).getByRole("group", { name: `Interval ${n}` });

async function expectTimes(page: Page, weekday: number, times: [string, string][]) {
  await expect(editor(page, weekday).getByRole("group", { name: /^Interval \d$/ })).toHaveCount(
    times.length,
  );
  for (const [i, [open, close]] of times.entries()) {
    await expect(interval(page, weekday, i + 1).getByLabel("Opens")).toHaveValue(open);
    await expect(interval(page, weekday, i + 1).getByLabel("Closes")).toHaveValue(close);
  }
}

test("one editor per weekday, Monday first, then the special days and the announcements", async ({
  page,
}) => {
  await openTab(page, "Opening Hours");
  await expect(
    page.getByRole("tabpanel", { name: "Opening Hours" }).getByRole("heading", { level: 3 }),
  ).toHaveText([
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "Special days",
    "Announcements",
  ]);
});

test("intervals: new day 11:00–22:00, Add Interval 18:00–22:00, validation, overnight, save, remove and reset", async ({
  page,
  api,
}, testInfo) => {
  const { flow: day } = daysOf(testInfo);
  await api.del(`/api/opening-hours/${day}`);
  await openTab(page, "Opening Hours");
  const box = editor(page, day);

  await expect(box.getByText("Not saved yet")).toBeVisible();
  await expect(box.getByLabel("Closed")).not.toBeChecked();
  await expectTimes(page, day, [["11:00", "22:00"]]);

  await box.getByRole("button", { name: "Add Interval" }).click();
  await expectTimes(page, day, [
    ["11:00", "22:00"],
    ["18:00", "22:00"],
  ]);
  await expect(interval(page, day, 2).getByLabel("Opens")).toBeFocused();

  await interval(page, day, 1).getByLabel("Opens").fill("11:30");
  await interval(page, day, 1).getByLabel("Closes").fill("14:30");
  await interval(page, day, 2).getByLabel("Opens").fill("17:00");
  await interval(page, day, 2).getByLabel("Closes").fill("16:00");
  await box.getByRole("button", { name: "Save" }).click();
  await expect(box.getByRole("alert")).toHaveText("Please fix times (format HH:MM, open < close).");
  await expect(interval(page, day, 2).getByLabel("Opens")).toBeFocused();
  await expect(interval(page, day, 2).getByLabel("Opens")).toHaveAttribute("aria-invalid", "true");

  // Closing after midnight is a night, not a typo.
  await interval(page, day, 2).getByLabel("Closes").fill("01:00");
  await expect(interval(page, day, 2).getByText("until the next day")).toBeVisible();
  await box.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved successfully")).toBeVisible();
  await expect(box.getByRole("alert")).toHaveCount(0);
  await expect(box.getByText("Open", { exact: true })).toBeVisible();

  const saved = (await api.get<OpeningHours[]>("/api/opening-hours")).find(
    (d) => d.weekday === day,
  );
  expect(saved).toEqual({
    weekday: day,
    isClosed: false,
    intervals: [
      { open: "11:30", close: "14:30" },
      { open: "17:00", close: "01:00" },
    ],
  });

  await box.getByRole("button", { name: "Remove interval 2" }).click();
  await expectTimes(page, day, [["11:30", "14:30"]]);
  await expect(box.getByRole("button", { name: "Add Interval" })).toBeFocused();
  await box.getByRole("button", { name: "Remove interval 1" }).click();
  await expectTimes(page, day, [["11:00", "22:00"]]);
});

test("a closed day sends no intervals; Clear asks first and deletes the record", async ({
  page,
  api,
}, testInfo) => {
  const { closed: day } = daysOf(testInfo);
  await api.json("POST", "/api/opening-hours", {
    weekday: day,
    isClosed: false,
    intervals: [{ open: "12:00", close: "15:00" }],
  });
  await openTab(page, "Opening Hours");
  const box = editor(page, day);
  await expectTimes(page, day, [["12:00", "15:00"]]);

  await box.getByLabel("Closed").check();
  await expect(box.getByRole("group", { name: /^Interval/ })).toHaveCount(0);
  await expect(box.getByRole("button", { name: "Add Interval" })).toHaveCount(0);
  const post = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/opening-hours"),
  );
  await box.getByRole("button", { name: "Save" }).click();
  expect((await post).postDataJSON()).toEqual({ weekday: day, isClosed: true, intervals: [] });
  await expect(toast(page, "Saved successfully")).toBeVisible();
  await expect(box.getByText("Closed", { exact: true }).last()).toBeVisible();
  expect(
    (await api.get<OpeningHours[]>("/api/opening-hours")).find((d) => d.weekday === day),
  ).toEqual({ weekday: day, isClosed: true, intervals: [] });

  // Unticking brings back times to edit.
  await box.getByLabel("Closed").uncheck();
  await expectTimes(page, day, [["11:00", "22:00"]]);

  await box.getByRole("button", { name: "Clear" }).click();
  await answerConfirm(page, "Clear this weekday?", "cancel");
  expect((await api.get<OpeningHours[]>("/api/opening-hours")).some((d) => d.weekday === day)).toBe(
    true,
  );

  await box.getByRole("button", { name: "Clear" }).click();
  await answerConfirm(page, "Clear this weekday?", "confirm");
  await expect(toast(page, "Cleared successfully")).toBeVisible();
  await expect(box.getByText("Not saved yet")).toBeVisible();
  await expect(box.getByLabel("Closed")).not.toBeChecked();
  await expectTimes(page, day, [["11:00", "22:00"]]);
  expect((await api.get<OpeningHours[]>("/api/opening-hours")).some((d) => d.weekday === day)).toBe(
    false,
  );
});

test("failures: 'Failed to load opening hours', 'Save failed', 'Delete failed'", async ({
  page,
  faults,
}) => {
  faults.once("GET", /^\/api\/opening-hours$/);
  await openTab(page, "Opening Hours");
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load opening hours" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  const sunday = editor(page, 0);
  await expect(sunday).toBeVisible();

  // Writes are answered by the test, so the server's Sunday stays as it is.
  faults.once("POST", /^\/api\/opening-hours$/);
  await sunday.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Save failed")).toBeVisible();
  faults.once("POST", /^\/api\/opening-hours$/, 400, apiErrorBody("tooManyIntervals"));
  await sunday.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Save failed").filter({ hasText: "At most 6 intervals per day." }),
  ).toBeVisible();

  faults.once("DELETE", /^\/api\/opening-hours\/\d$/);
  await sunday.getByRole("button", { name: "Clear" }).click();
  await answerConfirm(page, "Clear this weekday?", "confirm");
  await expect(toast(page, "Delete failed")).toBeVisible();
});
