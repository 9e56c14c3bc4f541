import { describe, expect, it } from "vitest";
import { MenuImageWireSchema } from "@shared/contract/menu-image-wire.ts";
import { toMenuImageWire } from "@shared/contract/menu-image-wire-codec.ts";
import { fromMenuImageWire } from "@shared/contract/menu-image-wire-codec.ts";
import type { MenuImageRow } from "../../server/features/menu-images/menu-images.repo.server.ts";
import {
  toColumns,
  toInput,
  toMenuImage,
} from "../../server/features/menu-images/menu-image-mapper.server.ts";
import { menuImageOfWire } from "~/features/menu-images/fetch-menu-images";

// A stored image with every column set to something other than its default.
const row: MenuImageRow = {
  id: "m1",
  title: "Mittagskarte",
  language: "de",
  upload_key: "k1",
  created_at: "2026-11-02T10:00:00.000Z",
  available_from: "2026-11-02",
  available_until: "2026-11-06",
  kind: "image",
  widths: JSON.stringify([320, 640]),
};

describe("the menu image's codec and edge adapter", () => {
  it("carry a stored image to its one shape and back to the same columns", () => {
    const image = toMenuImage(row);
    expect(image).toMatchObject({
      id: "m1",
      title: "Mittagskarte",
      language: "de",
      kind: "image",
      createdAt: "2026-11-02T10:00:00.000Z",
      availableFrom: "2026-11-02",
      availableUntil: "2026-11-06",
    });
    expect(image.variants.map((v) => v.width)).toEqual([320, 640]);
    expect(image).not.toHaveProperty("_id");
    expect(toColumns(toInput(image))).toEqual({
      title: row.title,
      language: row.language,
      available_from: row.available_from,
      available_until: row.available_until,
    });
  });

  it("answer with `_id`, the answer's fields in their order, and read it back", () => {
    const image = toMenuImage(row);
    const wire = toMenuImageWire(image);
    expect(Object.keys(wire)).toEqual([
      "_id",
      "title",
      "language",
      "url",
      "kind",
      "variants",
      "createdAt",
      "availableFrom",
      "availableUntil",
    ]);
    expect(MenuImageWireSchema.strict().parse(wire)).toEqual(wire);
    expect(wire._id).toBe("m1");
    expect(fromMenuImageWire(wire)).toEqual(image);
  });

  it("read the public answer in the site's script as the adapter does", () => {
    const wire = toMenuImageWire(toMenuImage({ ...row, kind: "pdf", widths: "[]" }));
    expect(menuImageOfWire(wire)).toEqual(fromMenuImageWire(wire));
  });
});
