/** Anything the admin lists in an order of its own (categories, dishes), in its one shape. */
export type Positioned = { id: string; position: number };

/** The list with the item at `from` moved to `to` (both indexes into the list); the input is left alone. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** The list with the item of this id one place up (-1) or down (+1); unchanged at either end or for an unknown id. */
export function moveById<T extends Positioned>(list: readonly T[], id: string, delta: -1 | 1): T[] {
  const from = list.findIndex((item) => item.id === id);
  return from < 0 ? [...list] : moveItem(list, from, from + delta);
}

/**
 * Positions as the server stores them after a reorder: each item's index. The list shows
 * the new positions at once, before the server has answered.
 */
export function withPositions<T extends Positioned>(list: readonly T[]): T[] {
  return list.map((item, position) => (item.position === position ? item : { ...item, position }));
}

/** The ids in list order: the body's `ids` of PUT /api/categories/order and /api/dishes/order. */
export function orderOf(list: readonly Positioned[]): string[] {
  return list.map((item) => item.id);
}

/** Whether two lists hold the same ids in the same order (a drop where it started changes nothing). */
export function sameOrder(a: readonly Positioned[], b: readonly Positioned[]): boolean {
  return a.length === b.length && a.every((item, i) => b[i] !== undefined && item.id === b[i].id);
}

/** Where a new item goes: after the last of the list (0 in an empty one). */
export function nextPosition(list: readonly Positioned[]): number {
  return list.reduce((last, item) => Math.max(last, item.position + 1), 0);
}
