import type { SpecialDayWire } from "./special-day-wire.ts";
import type { SpecialDay } from "./special-day.ts";

/**
 * The reader of a special day's answer: the wire format back into the one shape. Its own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
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
