import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  encodeImageVariants,
  imageDecodes,
} from "../../server/features/uploads/image-processing.server.ts";

const photo = (width: number, color: string) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describe("image decoding", () => {
  it("runs one decode at a time however many uploads arrive at once; a broken one does not hold up the rest", async () => {
    const inputs = await Promise.all([
      photo(1800, "#c84"),
      photo(900, "#48c"),
      photo(2400, "#8c4"),
      photo(500, "#444"),
    ]);
    const broken = Buffer.from("not an image at all");
    const results = await Promise.allSettled(
      [...inputs.slice(0, 2), broken, ...inputs.slice(2)].map((input) =>
        encodeImageVariants(input),
      ),
    );
    expect(imageDecodes.peak).toBe(1);
    expect(imageDecodes.running).toBe(0);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const widths = results.flatMap((r) =>
      r.status === "fulfilled" ? [r.value.map((v) => v.width)] : [],
    );
    expect(widths).toEqual([[400, 800, 1600], [400, 800], [400, 800, 1600], [400]]);
  });
});

describe("image loaders", () => {
  it("lets sharp load only JPEG, PNG, WebP and AVIF: other formats are never handed to a loader", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#c84" } });
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      const input = await image.clone().toFormat(format).toBuffer();
      expect((await sharp(input).metadata()).width, format).toBe(8);
    }
    const tiff = await image.clone().tiff().toBuffer();
    const gif = await image.clone().gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    for (const input of [tiff, gif, svg])
      await expect(sharp(input).metadata()).rejects.toThrow(/unsupported image format/);
    await expect(encodeImageVariants(tiff)).rejects.toMatchObject({ code: "imageFormat" });
  });
});
