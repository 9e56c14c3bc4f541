import { DomainError } from "../../domain-error.server.ts";
import type { HistoryEntity, RecordRef } from "./change.server.ts";

/** A recorded change, as an undoer gets it: the JSON snapshots parsed back. */
export interface UndoTarget {
  id: string;
  entity: HistoryEntity;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Reverts one recorded change, or throws a DomainError (409 when the thing no longer is as the
 * change left it). The undo service has already checked that no later entry touched the same
 * entity and id, and records the undo itself, touching what the change touched; an undoer that
 * changes other records too (a reorder's undo moves back what the reorder left in place) returns them.
 */
export type Undoer = (target: UndoTarget) => Promise<void | readonly RecordRef[]>;

/** The usual refusal of an undo: the record is no longer as the change left it. */
export const changedSince = () => new DomainError("changedSince");

/**
 * A released photo or file taken back into use for an undo (`uploads.retain`); after 30 days its
 * files are gone and the undo is refused.
 */
export async function takeBackFile(
  uploads: { retain(key: string): Promise<boolean> },
  key: string | null,
): Promise<void> {
  if (key !== null && !(await uploads.retain(key))) throw new DomainError("fileGone");
}

/**
 * Which recorded changes can be undone, and how: one undoer per entity and action. Each feature
 * registers its own from its folder (`dishes.undo.server.ts`, `categories.undo.server.ts`, …), and
 * the history knows none of them. A kind with no undoer is not undoable.
 */
export function createUndoRegistry() {
  const undoers = new Map<string, Undoer>();
  const key = (entity: string, action: string) => `${entity}\n${action}`;
  return {
    register(entity: HistoryEntity, action: string, undoer: Undoer): void {
      if (undoers.has(key(entity, action)))
        throw new Error(`an undo for ${action} of ${entity} is registered twice`);
      undoers.set(key(entity, action), undoer);
    },
    // The history's rows keep the entity as text: whatever it says, only a registered kind is found.
    find: (entity: string, action: string): Undoer | undefined => undoers.get(key(entity, action)),
  };
}
export type UndoRegistry = ReturnType<typeof createUndoRegistry>;
