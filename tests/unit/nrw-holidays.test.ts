import { describe, expect, it } from "vitest";
import { nrwHolidays } from "../../server/features/holidays/holidays.server.ts";

describe("NRW's public holidays", () => {
  it("in 2026: Easter's own dates, Corpus Christi and All Saints' Day, no Reformation Day, no Christmas Eve", () => {
    expect(nrwHolidays(2026)).toEqual([
      { date: "2026-01-01", nameI18n: { de: "Neujahr", en: "New Year's Day" } },
      { date: "2026-04-03", nameI18n: { de: "Karfreitag", en: "Good Friday" } },
      { date: "2026-04-06", nameI18n: { de: "Ostermontag", en: "Easter Monday" } },
      { date: "2026-05-01", nameI18n: { de: "Maifeiertag", en: "Labour Day" } },
      { date: "2026-05-14", nameI18n: { de: "Christi Himmelfahrt", en: "Ascension Day" } },
      { date: "2026-05-25", nameI18n: { de: "Pfingstmontag", en: "Whit Monday" } },
      { date: "2026-06-04", nameI18n: { de: "Fronleichnam", en: "Corpus Christi" } },
      { date: "2026-10-03", nameI18n: { de: "Tag der Deutschen Einheit", en: "National Holiday" } },
      { date: "2026-11-01", nameI18n: { de: "Allerheiligen", en: "All Saints' Day" } },
      { date: "2026-12-25", nameI18n: { de: "1. Weihnachtstag", en: "Christmas Day" } },
      { date: "2026-12-26", nameI18n: { de: "2. Weihnachtstag", en: "Boxing Day" } },
    ]);
  });

  it("in 2027 the Easter-dependent ones move with Easter (28 March 2027)", () => {
    const dates = nrwHolidays(2027).map((h) => h.date);
    expect(dates).toEqual([
      "2027-01-01",
      "2027-03-26",
      "2027-03-29",
      "2027-05-01",
      "2027-05-06",
      "2027-05-17",
      "2027-05-27",
      "2027-10-03",
      "2027-11-01",
      "2027-12-25",
      "2027-12-26",
    ]);
    expect(dates).not.toContain("2027-10-31");
  });
});
