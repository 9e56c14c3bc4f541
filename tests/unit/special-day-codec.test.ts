import { describe, expect, it } from "vitest";
import { SpecialDayRequestSchema } from "@shared/contract/special-day-wire.ts";
import { toSpecialDayRequest, toSpecialDayWire } from "@shared/contract/special-day-wire-codec.ts";
import { fromSpecialDayWire } from "@shared/contract/special-day-wire-codec.ts";
import type { SpecialDayInput } from "@shared/contract/special-day.ts";
import { pageSpecialDayOf } from "@shared/special-day-page.ts";
import type { SpecialDayRow } from "../../server/features/special-days/special-days.repo.server.ts";
import {
  fromSnapshot,
  toColumns,
  toSnapshot,
  toSpecialDay,
} from "../../server/features/special-days/special-day-mapper.server.ts";

// A stored special day with every column set to something other than its default.
const row: SpecialDayRow = {
  id: "s1",
  date_from: "2026-12-31",
  date_to: "2027-01-01",
  is_closed: 0,
  intervals: JSON.stringify([{ open: "18:00", close: "02:00" }]),
  note_en: "",
  note_de: "Silvester",
  announce: 0,
};

describe("the special day's codec and edge adapter", () => {
  it("carry a stored special day to its one shape and back to the same columns", () => {
    const day = toSpecialDay(row);
    expect(day).toEqual({
      id: "s1",
      from: "2026-12-31",
      to: "2027-01-01",
      isClosed: false,
      intervals: [{ open: "18:00", close: "02:00" }],
      note: { de: "Silvester", en: "" },
      announce: false,
    });
    const { id, ...fields } = day;
    const { id: _id, ...columns } = row;
    expect(id).toBe("s1");
    expect(toColumns(fields)).toEqual(columns);
  });

  it("answer with the note in the request's language beside both, in the answer's order, and read it back", () => {
    const day = toSpecialDay(row);
    const wire = toSpecialDayWire(day, "en");
    expect(Object.keys(wire)).toEqual([
      "_id",
      "from",
      "to",
      "isClosed",
      "intervals",
      "note",
      "noteI18n",
      "announce",
    ]);
    // No English note: the German one stands in.
    expect(wire).toMatchObject({
      _id: "s1",
      note: "Silvester",
      noteI18n: { en: "", de: "Silvester" },
    });
    expect(Object.keys(wire.noteI18n)).toEqual(["en", "de"]);
    expect(fromSpecialDayWire(wire)).toEqual(day);
  });

  it("send the one input as the request's fields, which the server reads back as the same input", () => {
    const input: SpecialDayInput = {
      from: "2026-12-24",
      to: "2026-12-26",
      isClosed: true,
      intervals: [],
      note: { de: "Frohe Weihnachten", en: "Merry Christmas" },
      announce: false,
    };
    expect(SpecialDayRequestSchema.parse(toSpecialDayRequest(input))).toEqual(input);
    // Left out: `to` is `from`, announced, no note; a closed day drops the hours sent.
    expect(
      SpecialDayRequestSchema.parse({
        from: "2026-12-24",
        isClosed: true,
        intervals: [{ open: "11:00", close: "14:00" }],
      }),
    ).toEqual({
      from: "2026-12-24",
      to: "2026-12-24",
      isClosed: true,
      intervals: [],
      note: { de: "", en: "" },
      announce: true,
    });
  });

  it("keep the history's entries in the form they have always had, and read them back", () => {
    const day = toSpecialDay(row);
    const snapshot = toSnapshot(day);
    expect(Object.keys(snapshot)).toEqual([
      "id",
      "from",
      "to",
      "isClosed",
      "intervals",
      "note_en",
      "note_de",
      "announce",
    ]);
    expect(snapshot).toMatchObject({ note_en: "", note_de: "Silvester" });
    expect(fromSnapshot(snapshot)).toEqual(day);
  });

  it("give the pages the note in the visitor's language only, without the announce mark", () => {
    const day = { ...toSpecialDay(row), note: { de: "Silvester", en: "New Year's Eve" } };
    expect(pageSpecialDayOf(day, "en")).toEqual({
      id: "s1",
      from: "2026-12-31",
      to: "2027-01-01",
      isClosed: false,
      intervals: [{ open: "18:00", close: "02:00" }],
      note: "New Year's Eve",
    });
    expect(pageSpecialDayOf(toSpecialDay(row), "en").note).toBe("Silvester");
  });
});
