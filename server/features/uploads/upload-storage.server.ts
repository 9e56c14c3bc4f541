import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Upload file names: a content hash, for images a width (1 to 9999 pixels), and a fixed extension. Nothing else is ever served. */
export const UPLOAD_FILE_PATTERN = /^([a-f0-9]{32})(?:-([1-9]\d{0,3}))?\.(webp|pdf)$/;

export const TEMP_PREFIX = ".tmp-";

export const contentKey = (input: Buffer) =>
  createHash("sha256").update(input).digest("hex").slice(0, 32);
export const imageFileName = (key: string, width: number) => `${key}-${width}.webp`;
export const pdfFileName = (key: string) => `${key}.pdf`;
export const uploadUrl = (fileName: string) => `/uploads/${fileName}`;

/** Files live flat in DATA_DIR/uploads; names are validated, so no path can leave that folder. */
export function createUploadStorage(dataDir: string) {
  const dir = path.join(dataDir, "uploads");
  const resolve = (fileName: string) => {
    if (!UPLOAD_FILE_PATTERN.test(fileName))
      throw new Error(`refusing unexpected upload file name ${fileName}`);
    return path.join(dir, fileName);
  };
  return {
    dir,
    async init() {
      await fs.mkdir(dir, { recursive: true });
    },
    resolve,
    /** Written to a temporary file, flushed, then renamed: a crash never leaves a half file under the real name. */
    async write(fileName: string, data: Buffer) {
      const target = resolve(fileName);
      const tmp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString("hex")}`);
      const handle = await fs.open(tmp, "w");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
    },
    read: (fileName: string) => fs.readFile(resolve(fileName)),
    async remove(fileName: string) {
      await fs.rm(resolve(fileName), { force: true });
    },
    async removeTemp(name: string) {
      if (!name.startsWith(TEMP_PREFIX) || name.includes("/") || name.includes("\\")) return;
      await fs.rm(path.join(dir, name), { force: true });
    },
    async list(): Promise<string[]> {
      return fs.readdir(dir);
    },
  };
}
export type UploadStorage = ReturnType<typeof createUploadStorage>;
