import type { Page, TestInfo } from "@playwright/test";
import { addDays } from "@shared/announcements/special-day-announcements.ts";
import type { AnnouncementWire } from "@shared/contract/announcement-wire.ts";
import type { Holiday } from "@shared/contract/holiday.ts";
import type { SpecialDayWire } from "@shared/contract/special-day-wire.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { answerConfirm, expect, openAdmin, test, toast } from "./fixtures";

/**
 * Staff who never chose a language: the admin in German. Dates far ahead, a year per project,
 * so nothing shows on the public pages the worker's other tests read today.
 */
test.use({ chosenLang: null });

const yearOf = (testInfo: TestInfo) => (testInfo.project.name === "admin-phone" ? 2094 : 2093);

async function openHoursTab(page: Page) {
  await openAdmin(page);
  await page.getByRole("tab", { name: "Öffnungszeiten" }).click();
  await expect(page.getByRole("region", { name: "Ankündigung schreiben" })).toBeVisible();
}

test("an announcement written in German, checked, saved, changed and deleted", async ({
  page,
  api,
  unique,
}, testInfo) => {
  const year = yearOf(testInfo);
  await openHoursTab(page);
  const form = page.getByRole("region", { name: "Ankündigung schreiben" });

  await form.getByLabel("Erster Tag").fill(`${year}-05-02`);
  await form.getByLabel("Letzter Tag").fill(`${year}-05-01`);
  await form.getByRole("button", { name: "Ankündigung speichern" }).click();
  await expect(
    form.getByText("Bitte die Ankündigung auf Deutsch oder Englisch eingeben."),
  ).toBeVisible();
  await expect(form.getByLabel("Text (Deutsch)")).toBeFocused();

  const text = unique("Am Samstag Live-Musik ab 19 Uhr");
  await form.getByLabel("Text (Deutsch)").fill(text);
  await form.getByRole("button", { name: "Ankündigung speichern" }).click();
  await expect(form.getByText("Der letzte Tag darf nicht vor dem ersten liegen.")).toBeVisible();

  await form.getByLabel("Letzter Tag").fill(`${year}-05-03`);
  await form.getByRole("button", { name: "Ankündigung speichern" }).click();
  await expect(toast(page, "Ankündigung gespeichert")).toBeVisible();
  const row = page.getByTestId("admin-announcement").filter({ hasText: text });
  await expect(row).toContainText(text);
  const saved = (await api.get<AnnouncementWire[]>("/api/announcements")).find(
    (a) => a.textI18n.de === text,
  );
  expect(saved).toMatchObject({
    from: `${year}-05-02`,
    until: `${year}-05-03`,
    textI18n: { de: text, en: "" },
    kind: "manual",
  });

  await row.getByRole("button", { name: /^Bearbeiten/ }).click();
  const edit = page.getByRole("region", { name: "Ankündigung ändern" });
  await expect(edit.getByLabel("Text (Deutsch)")).toHaveValue(text);
  await edit.getByLabel("Text (Englisch)").fill("Live music on Saturday from 7 pm");
  await edit.getByRole("button", { name: "Änderung speichern" }).click();
  await expect(toast(page, "Ankündigung geändert")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ankündigung schreiben" })).toBeVisible();
  expect(
    (await api.get<AnnouncementWire[]>("/api/announcements")).find((a) => a._id === saved!._id)
      ?.textI18n.en,
  ).toBe("Live music on Saturday from 7 pm");

  await row.getByRole("button", { name: /^Löschen/ }).click();
  await answerConfirm(page, "Diese Ankündigung löschen?", "confirm", "Abbrechen");
  await expect(toast(page, "Ankündigung gelöscht")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("after a special day is saved: the checklist for the other listings, with the text ready to copy; the switch turns the announcement off", async ({
  page,
  api,
  unique,
}, testInfo) => {
  const year = yearOf(testInfo);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openHoursTab(page);
  const form = page.getByRole("region", { name: "Sondertag anlegen" });
  const note = unique("Betriebsausflug");
  await form.getByLabel("Von").fill(`${year}-06-11`);
  await form.getByLabel("Geschlossen").check();
  await form.getByLabel("Hinweis (Deutsch)").fill(note);
  await form.getByLabel("14 Tage vorher oben auf der Website ankündigen").uncheck();
  await form.getByRole("button", { name: "Sondertag anlegen" }).click();
  await expect(toast(page, "Sondertag angelegt")).toBeVisible();

  const checklist = page.getByRole("region", {
    name: "Jetzt auch bei Google, Apple und Facebook ändern",
  });
  await expect(checklist.getByRole("checkbox")).toHaveCount(3);
  for (const name of ["Google Business Profile", "Apple Business Connect", "Facebook"])
    await expect(checklist.getByLabel(name)).not.toBeChecked();
  // 11 June 2093 is a Thursday, 11 June 2094 a Friday.
  const weekday = year === 2093 ? "Do." : "Fr.";
  await expect(checklist.getByLabel("Text auf Deutsch")).toHaveValue(
    `${weekday}, 11.06.: geschlossen – ${note}`,
  );
  await checklist.getByRole("button", { name: "Deutschen Text kopieren" }).click();
  await expect(checklist.getByRole("button", { name: "Kopiert" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${weekday}, 11.06.: geschlossen – ${note}`,
  );
  await checklist.getByRole("button", { name: "Erledigt" }).click();
  await expect(checklist).toHaveCount(0);

  const saved = (await api.get<SpecialDayWire[]>("/api/special-days")).find(
    (d) => d.noteI18n.de === note,
  );
  expect(saved).toMatchObject({ from: `${year}-06-11`, isClosed: true, announce: false });
  await expect(
    page
      .getByRole("region", { name: "Kommende Sondertage" })
      .getByRole("listitem")
      .filter({ hasText: note }),
  ).toContainText("Ohne Ankündigung");
  await api.del(`/api/special-days/${saved!._id}`);
});

test("NRW's holidays of the next 12 months: one tap enters one as closed, another goes to the form for other hours", async ({
  page,
  api,
}) => {
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const ahead = [
    ...(await api.get<Holiday[]>(`/api/holidays?year=${year}`)),
    ...(await api.get<Holiday[]>(`/api/holidays?year=${year + 1}`)),
  ].filter((h) => h.date >= today && h.date <= addDays(today, 365));
  await openHoursTab(page);
  const list = page.getByRole("region", { name: "Feiertage in NRW" });
  await expect(list.getByTestId("holiday")).toHaveCount(ahead.length);
  expect(ahead.map((h) => h.nameI18n.de)).toContain("Fronleichnam");
  expect(ahead.map((h) => h.nameI18n.de)).not.toContain("Reformationstag");

  const [first, second] = ahead as [Holiday, Holiday];
  const row = list.getByTestId("holiday").filter({ hasText: first.nameI18n.de });
  await row.getByRole("button", { name: /^Geschlossen/ }).click();
  await expect(toast(page, "Sondertag angelegt")).toBeVisible();
  await expect(row).toContainText("Eingetragen");
  await expect(
    page.getByRole("region", { name: "Jetzt auch bei Google, Apple und Facebook ändern" }),
  ).toBeVisible();
  const saved = (await api.get<SpecialDayWire[]>("/api/special-days")).find(
    (d) => d.from === first.date,
  );
  expect(saved).toMatchObject({
    to: first.date,
    isClosed: true,
    noteI18n: first.nameI18n,
    announce: true,
  });
  await api.del(`/api/special-days/${saved!._id}`);

  await list
    .getByTestId("holiday")
    .filter({ hasText: second.nameI18n.de })
    .getByRole("button", { name: /^Andere Zeiten/ })
    .click();
  const form = page.getByRole("region", { name: "Sondertag anlegen" });
  await expect(form.getByLabel("Von")).toHaveValue(second.date);
  await expect(form.getByLabel("Hinweis (Deutsch)")).toHaveValue(second.nameI18n.de);
  await expect(form.getByLabel("Geschlossen")).not.toBeChecked();
  await expect(form.getByRole("group", { name: /^Zeitraum 1/ }).getByLabel("Öffnet")).toBeFocused();
});
