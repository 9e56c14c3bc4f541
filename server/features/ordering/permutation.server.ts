import { badRequest } from "../../http/errors.server.ts";

/** A new order must name every existing id exactly once and nothing else. */
export function assertSamePermutation(existing: string[], proposed: string[], what: string): void {
  const known = new Set(existing);
  const unknown = proposed.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Unknown ${what} id: ${unknown.slice(0, 64)}`);
  if (proposed.length !== existing.length) throw badRequest(`The order must list every ${what} exactly once.`);
}
