import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The files a picture brings beyond its re-encoded image: a logo's icons (PNG, the one format
 * every browser tab and home screen reads), a hero's film, and the share picture made of the logo
 * and the hero's still. Names are a content hash, for an icon its kind, and a fixed extension;
 * nothing else is ever written or served.
 */
export const PICTURE_FILE_PATTERN =
  /^[a-f0-9]{32}(?:(?:-(?:32|180|192|512|maskable-512))?\.(png|mp4|webm)|-share\.jpg)$/;

export const ICON_FILES = {
  favicon: { suffix: "32", size: 32, maskable: false },
  appleTouch: { suffix: "180", size: 180, maskable: true },
  any192: { suffix: "192", size: 192, maskable: false },
  any512: { suffix: "512", size: 512, maskable: false },
  maskable512: { suffix: "maskable-512", size: 512, maskable: true },
} as const;
export type IconName = keyof typeof ICON_FILES;

export const iconFileName = (key: string, icon: IconName) =>
  `${key}-${ICON_FILES[icon].suffix}.png`;
/** The share picture of one logo and one hero still: `key` is a hash of both. */
export const shareFileName = (key: string) => `${key}-share.jpg`;
export const videoFileName = (key: string, type: "mp4" | "webm") => `${key}.${type}`;
export const pictureFileUrl = (fileName: string) => `/pictures/${fileName}`;

/** Files live flat in DATA_DIR/pictures; names are validated, so no path can leave that folder. */
export function createPictureFiles(dataDir: string) {
  const dir = path.join(dataDir, "pictures");
  fs.mkdirSync(dir, { recursive: true });
  const resolve = (fileName: string) => {
    if (!PICTURE_FILE_PATTERN.test(fileName))
      throw new Error(`refusing unexpected picture file name ${fileName}`);
    return path.join(dir, fileName);
  };
  return {
    dir,
    exists: (fileName: string) => fs.existsSync(resolve(fileName)),
    read: (fileName: string) => fs.promises.readFile(resolve(fileName)),
    /** Written to a temporary file, flushed, then renamed: a crash never leaves a half file under the real name. */
    async write(fileName: string, data: Buffer) {
      const target = resolve(fileName);
      const tmp = path.join(dir, `.tmp-${randomBytes(8).toString("hex")}`);
      const handle = await fs.promises.open(tmp, "w");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(tmp, target);
    },
  };
}
export type PictureFiles = ReturnType<typeof createPictureFiles>;
