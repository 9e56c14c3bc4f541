import type { I18nText } from "@shared/contract/common.ts";
import type { Permission, Role } from "@shared/contract/roles.ts";

/** The signed-in member acting: who writes a change (as the write path found it), or who reads the history. */
export interface ActingMember {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * Every kind of record the history names, and so every name an undo is registered under: one
 * list, so a service cannot record "categories" where its undo waits for "category". The order of
 * all categories is "categories", the order of a category's dishes is that "category"; an import
 * is the whole "menu"; "unknown" marks a write whose service recorded nothing.
 */
export type HistoryEntity =
  | "dish"
  | "category"
  | "categories"
  | "opening-hours"
  | "special-day"
  | "menu-image"
  | "announcement"
  | "menu"
  | "invite"
  | "team-member"
  | "restaurant-picture"
  | "restaurant-profile"
  | "unknown";

/** What one write did, as its service describes it; the write path adds who and when. */
export interface ChangeEntry {
  action:
    | "create"
    | "update"
    | "delete"
    | "reorder"
    | "sold-out"
    | "back-on"
    | "undo"
    | "import"
    | (string & {});
  entity: HistoryEntity;
  entityId: string | null;
  summary: I18nText;
  /** Snapshots of the stored record before and after (JSON-safe), for the history and its undo. */
  before?: unknown;
  after?: unknown;
  /**
   * The records the write changed besides its own (an import's dishes and categories, the ones a
   * reorder moved), so that undoing an older change of any of them is refused as changed since.
   */
  touches?: readonly RecordRef[];
  /** Who may see the entry, when not those who may make the write that records it: an undo is as private as what it undoes. */
  permission?: Permission;
}

/** One record, as the history names it. */
export interface RecordRef {
  entity: HistoryEntity;
  entityId: string;
}

/**
 * Handed to every service method that writes: it says who writes, and the service records what
 * it did. Only the write path (server/http/write-path.server.ts) makes one for a request, and it
 * stores the entries and signals the content change once the write has succeeded.
 */
export interface Change {
  readonly actor: ActingMember | null;
  record(entry: ChangeEntry): void;
}

/** A change that is not a staff member's: the demo seed, run before the server serves. Nothing to record. */
export const SEED_CHANGE: Change = { actor: null, record() {} };
