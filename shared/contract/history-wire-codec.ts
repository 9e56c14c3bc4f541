import type { HistoryEntryWire, TodayEntryWire } from "./history-wire.ts";
import type { HistoryEntry, TodayEntry } from "./history.ts";

/**
 * The codec of the history's edge adapter (an entry, today's entry): the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `history-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
export function fromTodayEntryWire(wire: TodayEntryWire): TodayEntry {
  return {
    id: wire._id,
    at: wire.at,
    actor: { id: wire.actor._id, email: wire.actor.email, name: wire.actor.name },
    action: wire.action,
    entity: wire.entity,
    entityId: wire.entityId,
    summary: { de: wire.summaryI18n.de, en: wire.summaryI18n.en },
  };
}

/** An answer read back as the one shape. */
export function fromHistoryEntryWire(wire: HistoryEntryWire): HistoryEntry {
  return {
    ...fromTodayEntryWire(wire),
    before: wire.before,
    after: wire.after,
    undoable: wire.undoable,
  };
}

export function toTodayEntryWire(entry: TodayEntry): TodayEntryWire {
  return {
    _id: entry.id,
    at: entry.at,
    actor: { _id: entry.actor.id, email: entry.actor.email, name: entry.actor.name },
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summaryI18n: { en: entry.summary.en, de: entry.summary.de },
  };
}

export function toHistoryEntryWire(entry: HistoryEntry): HistoryEntryWire {
  return {
    ...toTodayEntryWire(entry),
    before: entry.before,
    after: entry.after,
    undoable: entry.undoable,
  };
}
