import type { Interval } from "@shared/contract/opening-hours.ts";
import type { SpecialDay, SpecialDayInput } from "@shared/contract/special-day.ts";
import type { SpecialDayColumns, SpecialDayRow } from "./special-days.repo.server.ts";

/** The codec between a special day's row and its one shape: the note is stored as `note_en` and `note_de`. */
export function toSpecialDay(row: SpecialDayRow): SpecialDay {
  return {
    id: row.id,
    from: row.date_from,
    to: row.date_to,
    isClosed: row.is_closed === 1,
    intervals: JSON.parse(row.intervals) as Interval[],
    note: { de: row.note_de, en: row.note_en },
    announce: row.announce === 1,
  };
}

/**
 * The columns of a special day's fields: the one way the one shape becomes a row. Every column
 * must be set here, so a new column that is not mapped does not compile.
 */
export function toColumns(fields: SpecialDayInput): SpecialDayColumns {
  return {
    date_from: fields.from,
    date_to: fields.to,
    is_closed: fields.isClosed ? 1 : 0,
    intervals: JSON.stringify(fields.intervals),
    note_en: fields.note.en,
    note_de: fields.note.de,
    announce: fields.announce ? 1 : 0,
  };
}

/**
 * A special day as the history keeps it: the request's field names with an id, in this order.
 * Entries written before the one shape have this form too, and their undo must still read them.
 */
export interface SpecialDaySnapshot {
  id: string;
  from: string;
  to: string;
  isClosed: boolean;
  intervals: Interval[];
  note_en: string;
  note_de: string;
  announce: boolean;
}

export function toSnapshot(day: SpecialDay): SpecialDaySnapshot {
  return {
    id: day.id,
    from: day.from,
    to: day.to,
    isClosed: day.isClosed,
    intervals: day.intervals,
    note_en: day.note.en,
    note_de: day.note.de,
    announce: day.announce,
  };
}

export function fromSnapshot(snapshot: SpecialDaySnapshot): SpecialDay {
  return {
    id: snapshot.id,
    from: snapshot.from,
    to: snapshot.to,
    isClosed: snapshot.isClosed,
    intervals: snapshot.intervals,
    note: { de: snapshot.note_de, en: snapshot.note_en },
    announce: snapshot.announce,
  };
}
