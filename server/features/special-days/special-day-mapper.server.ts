import type { Lang } from "@shared/contract/common.ts";
import type { Interval } from "@shared/contract/opening-hours.ts";
import type { SpecialDay, SpecialDayFields } from "@shared/contract/special-day.ts";
import { localize } from "@shared/localize.ts";
import type { SpecialDayColumns, SpecialDayRow } from "./special-days.repo.server.ts";

/** A special day as the services, the clock and the history keep it: its id and the contract's fields. */
export type SpecialDayRecord = { id: string } & SpecialDayFields;

/** A stored row as its record; in the contract's order, which the history's snapshots keep. */
export function toRecord(row: SpecialDayRow): SpecialDayRecord {
  return {
    id: row.id,
    from: row.date_from,
    to: row.date_to,
    isClosed: row.is_closed === 1,
    intervals: JSON.parse(row.intervals) as Interval[],
    note_en: row.note_en,
    note_de: row.note_de,
    announce: row.announce === 1,
  };
}

/**
 * The columns of a special day's fields: the one way the contract's input becomes a row. Every
 * column must be set here, so a new column that is not mapped does not compile.
 */
export function toColumns(fields: SpecialDayFields): SpecialDayColumns {
  return {
    date_from: fields.from,
    date_to: fields.to,
    is_closed: fields.isClosed ? 1 : 0,
    intervals: JSON.stringify(fields.intervals),
    note_en: fields.note_en,
    note_de: fields.note_de,
    announce: fields.announce ? 1 : 0,
  };
}

export function toSpecialDay(record: SpecialDayRecord, lang: Lang): SpecialDay {
  const noteI18n = { en: record.note_en, de: record.note_de };
  return {
    _id: record.id,
    from: record.from,
    to: record.to,
    isClosed: record.isClosed,
    intervals: record.intervals,
    note: localize(noteI18n, lang),
    noteI18n,
    announce: record.announce,
  };
}
