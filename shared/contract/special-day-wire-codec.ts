import type { SpecialDayRequest, SpecialDayWire } from "./special-day-wire.ts";
import type { SpecialDay, SpecialDayInput } from "./special-day.ts";
import type { Lang } from "./common.ts";
import { localize } from "../localize.ts";

/**
 * The codec of a special day's edge adapter: the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `special-day-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
export function fromSpecialDayWire(wire: SpecialDayWire): SpecialDay {
  return {
    id: wire._id,
    from: wire.from,
    to: wire.to,
    isClosed: wire.isClosed,
    intervals: wire.intervals,
    note: { de: wire.noteI18n.de, en: wire.noteI18n.en },
    announce: wire.announce,
  };
}

/** The one input as the body of POST /api/special-days (what the admin sends). */
export function toSpecialDayRequest(input: SpecialDayInput): SpecialDayRequest {
  return {
    from: input.from,
    to: input.to,
    isClosed: input.isClosed,
    intervals: input.intervals,
    note_en: input.note.en,
    note_de: input.note.de,
    announce: input.announce,
  };
}

/** A special day as the API answers it, its note in `lang` beside both languages. */
export function toSpecialDayWire(day: SpecialDay, lang: Lang): SpecialDayWire {
  return {
    _id: day.id,
    from: day.from,
    to: day.to,
    isClosed: day.isClosed,
    intervals: day.intervals,
    note: localize(day.note, lang),
    noteI18n: { en: day.note.en, de: day.note.de },
    announce: day.announce,
  };
}
