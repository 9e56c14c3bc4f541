import type { ImageVariant } from "@shared/contract/common.ts";
import { DomainError } from "../../domain-error.server.ts";
import { defaultWidth, encodeImageVariants } from "./image-processing.server.ts";
import { assertValidPdf, looksLikePdf } from "./pdf-check.server.ts";
import {
  contentKey,
  imageFileName,
  pdfFileName,
  TEMP_PREFIX,
  UPLOAD_FILE_PATTERN,
  uploadUrl,
  type UploadStorage,
} from "./upload-storage.server.ts";
import type { UploadsRepo } from "./uploads.repo.server.ts";

// What the restaurant's pictures take from the pipeline besides the stored upload: a logo's format
// check and icons, and the content key that names a film as it names an upload.
export { assertLogoFormat, renderSquareIcons } from "./image-processing.server.ts";
export { contentKey } from "./upload-storage.server.ts";

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** How long the files of a deleted or replaced record stay, so an undo brings them back (decision record 027). */
export const KEEP_RELEASED_DAYS = 30;
const DAY_MS = 24 * 3600_000;

export interface StoredUpload {
  key: string;
  kind: "image" | "pdf";
  widths: number[];
}

export interface UploadUrls {
  url: string;
  variants: ImageVariant[];
}

export function describeUpload(upload: {
  key: string;
  kind: "image" | "pdf";
  widths: number[];
}): UploadUrls {
  if (upload.kind === "pdf") return { url: uploadUrl(pdfFileName(upload.key)), variants: [] };
  const variants = upload.widths.map((width) => ({
    width,
    url: uploadUrl(imageFileName(upload.key, width)),
  }));
  return { url: uploadUrl(imageFileName(upload.key, defaultWidth(upload.widths))), variants };
}

const filesOf = (u: StoredUpload) =>
  u.kind === "pdf" ? [pdfFileName(u.key)] : u.widths.map((w) => imageFileName(u.key, w));

export function createUploadsService(repo: UploadsRepo, storage: UploadStorage) {
  async function toBuffer(file: File): Promise<Buffer> {
    if (file.size > MAX_UPLOAD_BYTES) throw new DomainError("fileTooLarge");
    return Buffer.from(await file.arrayBuffer());
  }

  async function existing(key: string): Promise<StoredUpload | null> {
    const row = await repo.find(key);
    return row ? { key, kind: row.kind, widths: JSON.parse(row.widths) as number[] } : null;
  }

  async function storeImageBuffer(input: Buffer): Promise<StoredUpload> {
    const key = contentKey(input);
    const known = await existing(key);
    if (known?.kind === "image") {
      await repo.markInUse(key);
      return known;
    }
    const encoded = await encodeImageVariants(input);
    for (const variant of encoded)
      await storage.write(imageFileName(key, variant.width), variant.data);
    const widths = encoded.map((v) => v.width);
    await repo.insert(key, "image", widths);
    return { key, kind: "image", widths };
  }

  return {
    storeImageBuffer,

    /** An image upload (dishes): anything that is not a decodable image is refused with 415. */
    async storeImage(file: File): Promise<StoredUpload> {
      return storeImageBuffer(await toBuffer(file));
    },

    /** A menu-image upload: an image, or a PDF document; decided by content, never by name. */
    async storeImageOrPdf(file: File): Promise<StoredUpload> {
      const input = await toBuffer(file);
      if (!looksLikePdf(input)) return storeImageBuffer(input);
      await assertValidPdf(input);
      const key = contentKey(input);
      const known = await existing(key);
      if (known?.kind === "pdf") {
        await repo.markInUse(key);
        return known;
      }
      await storage.write(pdfFileName(key), input);
      await repo.insert(key, "pdf", []);
      return { key, kind: "pdf", widths: [] };
    },

    /**
     * Called when a record lets go of an upload. Once no record points to it, it is only marked:
     * its files stay for KEEP_RELEASED_DAYS, so undoing the delete brings them back, and
     * sweepOrphans removes them after that.
     */
    async release(key: string | null): Promise<void> {
      if (!key || (await repo.isReferenced(key))) return;
      await repo.markReleased(key);
    },

    find: existing,

    /** An image upload's widest stored variant, for a picture made from it; null when it is gone. */
    async readWidest(key: string): Promise<Buffer | null> {
      const upload = await existing(key);
      if (upload?.kind !== "image" || upload.widths.length === 0) return null;
      return storage.read(imageFileName(key, Math.max(...upload.widths))).catch(() => null);
    },

    /** Takes a released upload back into use (an undo); false when its files are gone for good. */
    async retain(key: string): Promise<boolean> {
      if (!(await repo.find(key))) return false;
      await repo.markInUse(key);
      return true;
    },

    /** Whether /uploads serves its files: a released upload's files are kept, not shown. */
    async isServed(key: string): Promise<boolean> {
      const row = await repo.find(key);
      return row !== undefined && row.released_at === null;
    },

    /**
     * Removes files and upload rows that no record points to: released more than
     * KEEP_RELEASED_DAYS ago, or never released (left by a crash between steps). A referenced
     * upload is always kept, whatever its mark says (an undo may have brought its record back).
     */
    async sweepOrphans(now: number = Date.now()): Promise<number> {
      let removed = 0;
      const kept = new Set<string>();
      const keepSince = now - KEEP_RELEASED_DAYS * DAY_MS;
      for (const row of await repo.all()) {
        const upload = { key: row.key, kind: row.kind, widths: JSON.parse(row.widths) as number[] };
        const recentlyReleased =
          row.released_at !== null && Date.parse(row.released_at) > keepSince;
        if (recentlyReleased || (await repo.isReferenced(row.key))) {
          for (const f of filesOf(upload)) kept.add(f);
        } else {
          await repo.delete(row.key);
        }
      }
      for (const name of await storage.list()) {
        if (kept.has(name)) continue;
        if (UPLOAD_FILE_PATTERN.test(name)) await storage.remove(name);
        else if (name.startsWith(TEMP_PREFIX)) await storage.removeTemp(name);
        else continue;
        removed += 1;
      }
      return removed;
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
