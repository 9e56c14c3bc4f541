import { describe, expect, it } from "vitest";
import type { Lang } from "@shared/contract/common.ts";
import { pairUploads, PAIR_WINDOW_MS } from "~/features/admin/menu-images/pair-uploads";

const at = (seconds: number) =>
  new Date(Date.UTC(2026, 10, 20, 11, 0, 0) + seconds * 1000).toISOString();
const upload = (id: string, language: Lang, seconds: number) => ({
  _id: id,
  language,
  createdAt: at(seconds),
});
const ids = (groups: ReturnType<typeof pairUploads<ReturnType<typeof upload>>>) =>
  groups.map((g) => (g.kind === "pair" ? `${g.en._id}+${g.de._id}` : g.upload._id));

describe("pairUploads", () => {
  it("pairs an English and a German upload made within 5 seconds", () => {
    expect(ids(pairUploads([upload("en1", "en", 0), upload("de1", "de", 2)]))).toEqual(["en1+de1"]);
  });

  it("puts English first in a pair whatever was uploaded first", () => {
    const [group] = pairUploads([upload("de1", "de", 0), upload("en1", "en", 1)]);
    expect(group).toMatchObject({ kind: "pair", en: { _id: "en1" }, de: { _id: "de1" } });
  });

  it("counts exactly 5 seconds as within the window, anything later not", () => {
    expect(PAIR_WINDOW_MS).toBe(5000);
    expect(ids(pairUploads([upload("a", "en", 0), upload("b", "de", 5)]))).toEqual(["a+b"]);
    expect(ids(pairUploads([upload("a", "en", 0), upload("b", "de", 5.001)]))).toEqual(["a", "b"]);
  });

  it("never pairs two uploads of the same language", () => {
    expect(
      ids(pairUploads([upload("a", "en", 0), upload("b", "en", 1), upload("c", "de", 30)])),
    ).toEqual(["a", "b", "c"]);
  });

  it("pairs a batch of two English and two German files one to one", () => {
    const list = [
      upload("en1", "en", 0),
      upload("en2", "en", 0.6),
      upload("de1", "de", 1.2),
      upload("de2", "de", 1.8),
    ];
    expect(ids(pairUploads(list))).toEqual(["en1+de1", "en2+de2"]);
  });

  it("keeps the oldest-first order and leaves uploads far apart single", () => {
    const list = [
      upload("old", "de", 0),
      upload("en", "en", 100),
      upload("de", "de", 103),
      upload("late", "en", 200),
    ];
    expect(ids(pairUploads(list))).toEqual(["old", "en+de", "late"]);
  });

  it("pairs each upload at most once", () => {
    const list = [upload("en1", "en", 0), upload("de1", "de", 1), upload("de2", "de", 2)];
    expect(ids(pairUploads(list))).toEqual(["en1+de1", "de2"]);
  });

  it("leaves uploads with an unreadable time single", () => {
    expect(
      ids(
        pairUploads([{ _id: "x", language: "en", createdAt: "not a date" }, upload("y", "de", 0)]),
      ),
    ).toEqual(["x", "y"]);
  });

  it("handles an empty list", () => {
    expect(pairUploads([])).toEqual([]);
  });
});
