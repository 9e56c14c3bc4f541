import type { HistoryEntryWire, TodayEntryWire } from "./history-wire.ts";
import type { HistoryEntry, TodayEntry } from "./history.ts";

/**
 * The readers of the history's answers (an entry, today's entry): the wire format back into the one
 * shape. Their own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
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

export function fromHistoryEntryWire(wire: HistoryEntryWire): HistoryEntry {
  return {
    ...fromTodayEntryWire(wire),
    before: wire.before,
    after: wire.after,
    undoable: wire.undoable,
  };
}
