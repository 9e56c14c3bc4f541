import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { videoContainer } from "../../server/features/restaurant-pictures/video-check.server.ts";
import { pngImage } from "../support/files.ts";

const ftyp = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from(`ftyp${brand}`, "latin1"),
    Buffer.alloc(20),
  ]);
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x86,
      0x81,
      0x01,
      0x42,
      0x82,
      0x80 | docType.length,
    ]),
    Buffer.from(docType, "latin1"),
    Buffer.alloc(20),
  ]);
const refused = (input: Buffer) => {
  try {
    videoContainer(input);
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return "accepted";
};

describe("a film's container, by its first bytes", () => {
  it("knows the site's own films", () => {
    expect(videoContainer(fs.readFileSync("web/public/media/hero.mp4"))).toBe("mp4");
    expect(videoContainer(fs.readFileSync("web/public/media/hero.webm"))).toBe("webm");
    expect(videoContainer(ftyp("mp42"))).toBe("mp4");
    expect(videoContainer(ebml("webm"))).toBe("webm");
  });

  it("refuses images and other containers that look alike", async () => {
    for (const input of [
      await pngImage(20, 20),
      ftyp("avif"),
      ftyp("heic"),
      ftyp("qt  "),
      ebml("matroska"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.alloc(0),
    ])
      expect(refused(input)).toBe("videoFormat");
  });
});
