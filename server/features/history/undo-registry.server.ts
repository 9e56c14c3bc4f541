import type { RecordRef } from "./change.server.ts";

/** A recorded change, as an undoer gets it: the JSON snapshots parsed back. */
export interface UndoTarget {
  id: string;
  entity: string;
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

/**
 * Which recorded changes can be undone, and how: one undoer per entity and action. A feature
 * registers its own (server/features/history/content-undo.server.ts for the menu's content), so
 * an import can register "import" entries the same way. A kind with no undoer is not undoable.
 */
export function createUndoRegistry() {
  const undoers = new Map<string, Undoer>();
  const key = (entity: string, action: string) => `${entity}\n${action}`;
  return {
    register(entity: string, action: string, undoer: Undoer): void {
      if (undoers.has(key(entity, action))) throw new Error(`an undo for ${action} of ${entity} is registered twice`);
      undoers.set(key(entity, action), undoer);
    },
    find: (entity: string, action: string): Undoer | undefined => undoers.get(key(entity, action)),
  };
}
export type UndoRegistry = ReturnType<typeof createUndoRegistry>;
