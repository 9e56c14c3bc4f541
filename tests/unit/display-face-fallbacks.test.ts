import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DISPLAY_FACE_FALLBACKS_FILE,
  displayFaceFallbacks,
  displayFaceFallbacksCss,
} from "../../scripts/display-face-fallbacks.ts";

describe("the headings' fallback faces", () => {
  it("are what the generator writes (npx tsx scripts/generate-display-face-fallbacks.ts)", () => {
    expect(fs.readFileSync(DISPLAY_FACE_FALLBACKS_FILE, "utf8")).toBe(displayFaceFallbacksCss());
  });

  it("are named, in their order, by the display face's font stack before any plain fallback", () => {
    const stack = /--font-display:\s*([^;]+);/.exec(fs.readFileSync("web/app.css", "utf8"))?.[1];
    const families = (stack ?? "").split(",").map((f) => f.trim());
    const generated = (displayFaceFallbacks()[0]?.fontFamily ?? "")
      .split(",")
      .map((f) => f.trim())
      .filter((f) => f.includes("Fallback:"));
    expect(generated).toHaveLength(4);
    expect(families.slice(0, 5)).toEqual(['"Playfair Display Variable"', ...generated]);
  });

  it("make a wider serif smaller and a narrower one larger, in both weights", () => {
    const css = displayFaceFallbacksCss();
    const sizeOf = (local: string) =>
      Number(new RegExp(`src: local\\('${local}'\\)[^}]*size-adjust: ([\\d.]+)%`).exec(css)?.[1]);
    expect(sizeOf("DejaVu Serif")).toBeLessThan(100);
    expect(sizeOf("DejaVu Serif Bold")).toBeLessThan(100);
    expect(sizeOf("Times New Roman")).toBeGreaterThan(100);
  });
});
