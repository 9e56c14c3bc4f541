import { domainError } from "../../domain-error.server.ts";

const ERRORS = {
  dish: { unknown: "unknownDishId", incomplete: "dishOrderIncomplete" },
  category: { unknown: "unknownCategoryId", incomplete: "categoryOrderIncomplete" },
} as const;

/** A new order must name every existing id exactly once and nothing else. */
export function assertSamePermutation(
  existing: string[],
  proposed: string[],
  what: keyof typeof ERRORS,
): void {
  const known = new Set(existing);
  const unknown = proposed.find((id) => !known.has(id));
  if (unknown !== undefined) throw domainError(ERRORS[what].unknown, { id: unknown.slice(0, 64) });
  if (proposed.length !== existing.length) throw domainError(ERRORS[what].incomplete);
}
