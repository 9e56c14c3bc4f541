import { describe, expect, it } from "vitest";
import {
  moveById,
  moveItem,
  nextPosition,
  orderOf,
  sameOrder,
  withPositions,
} from "~/features/admin/sort-order/reorder";

const item = (id: string, position = 0) => ({ id: id, position, name: id.toUpperCase() });
const ids = (list: { id: string }[]) => list.map((i) => i.id).join("");

describe("moveItem", () => {
  const list = ["a", "b", "c", "d"];

  it.each([
    [0, 2, "bcad"],
    [3, 0, "dabc"],
    [1, 2, "acbd"],
    [2, 1, "acbd"],
  ])("moves from %i to %i", (from, to, expected) => {
    expect(moveItem(list, from, to).join("")).toBe(expected);
  });

  it("leaves the input alone and answers a copy, also when nothing moves", () => {
    const same = moveItem(list, 1, 1);
    expect(same).toEqual(list);
    expect(same).not.toBe(list);
    moveItem(list, 0, 3);
    expect(list.join("")).toBe("abcd");
  });

  it.each([
    [-1, 0],
    [0, 4],
    [4, 1],
  ])("ignores an index outside the list (%i → %i)", (from, to) => {
    expect(moveItem(list, from, to)).toEqual(list);
  });
});

describe("moveById", () => {
  const list = [item("a"), item("b"), item("c")];

  it("moves one place up or down", () => {
    expect(ids(moveById(list, "b", -1))).toBe("bac");
    expect(ids(moveById(list, "b", 1))).toBe("acb");
  });

  it("stays put at either end and for an unknown id", () => {
    expect(ids(moveById(list, "a", -1))).toBe("abc");
    expect(ids(moveById(list, "c", 1))).toBe("abc");
    expect(ids(moveById(list, "x", 1))).toBe("abc");
  });
});

describe("withPositions and orderOf", () => {
  it("numbers the items by their place, as the server stores them, and keeps the rest", () => {
    const moved = withPositions([item("c", 30), item("a", 10), item("b", 1)]);
    expect(moved).toEqual([
      { id: "c", position: 0, name: "C" },
      { id: "a", position: 1, name: "A" },
      { id: "b", position: 2, name: "B" },
    ]);
  });

  it("keeps an item that already has its position as the same object", () => {
    const first = item("a", 0);
    expect(withPositions([first, item("b", 5)])[0]).toBe(first);
  });

  it("answers the ids in list order for the PUT …/order body", () => {
    expect(orderOf([item("b"), item("a")])).toEqual(["b", "a"]);
  });
});

describe("sameOrder", () => {
  it("compares ids in order, ignoring positions", () => {
    expect(sameOrder([item("a", 1), item("b", 2)], [item("a", 0), item("b", 1)])).toBe(true);
    expect(sameOrder([item("a"), item("b")], [item("b"), item("a")])).toBe(false);
    expect(sameOrder([item("a")], [item("a"), item("b")])).toBe(false);
  });
});

describe("nextPosition", () => {
  it("places a new item after the last, whatever the gaps, and first in an empty list", () => {
    expect(nextPosition([item("a", 0), item("b", 1)])).toBe(2);
    expect(nextPosition([item("b", 7), item("a", 3)])).toBe(8);
    expect(nextPosition([])).toBe(0);
  });
});
