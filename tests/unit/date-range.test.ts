import { describe, expect, it } from "vitest";
import { formatDateRange, spokenDateRange } from "~/features/visit/date-range";

describe("special days' dates", () => {
  it("one day: German 24.12.2026, English 24 Dec 2026", () => {
    expect(formatDateRange("2026-12-24", "2026-12-24", "de")).toBe("24.12.2026");
    expect(formatDateRange("2026-12-24", "2026-12-24", "en")).toBe("24 Dec 2026");
    expect(formatDateRange("2027-01-01", "2027-01-01", "de")).toBe("01.01.2027");
    expect(formatDateRange("2027-01-01", "2027-01-01", "en")).toBe("1 Jan 2027");
  });

  it("a range in one month shares month and year", () => {
    expect(formatDateRange("2026-12-24", "2026-12-26", "de")).toBe("24.–26.12.2026");
    expect(formatDateRange("2026-12-24", "2026-12-26", "en")).toBe("24–26 Dec 2026");
  });

  it("a range across months shares the year", () => {
    expect(formatDateRange("2027-07-19", "2027-08-06", "de")).toBe("19.07.–06.08.2027");
    expect(formatDateRange("2027-07-19", "2027-08-06", "en")).toBe("19 Jul – 6 Aug 2027");
    expect(formatDateRange("2027-09-01", "2027-09-30", "en")).toBe("1–30 Sep 2027");
  });

  it("a range across the new year spells out both dates", () => {
    expect(formatDateRange("2026-12-28", "2027-01-02", "de")).toBe("28.12.2026–02.01.2027");
    expect(formatDateRange("2026-12-28", "2027-01-02", "en")).toBe("28 Dec 2026 – 2 Jan 2027");
  });

  it("written out for screen readers", () => {
    expect(spokenDateRange("2026-12-24", "2026-12-24", "de", "bis")).toBe("24. Dezember 2026");
    expect(spokenDateRange("2026-12-24", "2026-12-26", "de", "bis")).toBe(
      "24. Dezember 2026 bis 26. Dezember 2026",
    );
    expect(spokenDateRange("2027-03-01", "2027-03-02", "en", "to")).toBe(
      "1 March 2027 to 2 March 2027",
    );
  });
});
