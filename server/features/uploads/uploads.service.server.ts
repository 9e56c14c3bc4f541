import type { ImageVariant } from "@shared/contract/common.ts";
import { HttpError } from "../../http/errors.server.ts";
import { defaultWidth, encodeImageVariants } from "./image-processing.server.ts";
import { assertValidPdf, looksLikePdf } from "./pdf-check.server.ts";
import { contentKey, imageFileName, pdfFileName, TEMP_PREFIX, UPLOAD_FILE_PATTERN, uploadUrl, type UploadStorage } from "./upload-storage.server.ts";
import type { UploadsRepo } from "./uploads.repo.server.ts";

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

export interface StoredUpload {
  key: string;
  kind: "image" | "pdf";
  widths: number[];
}

export interface UploadUrls {
  url: string;
  variants: ImageVariant[];
}

export function describeUpload(upload: { key: string; kind: "image" | "pdf"; widths: number[] }): UploadUrls {
  if (upload.kind === "pdf") return { url: uploadUrl(pdfFileName(upload.key)), variants: [] };
  const variants = upload.widths.map((width) => ({ width, url: uploadUrl(imageFileName(upload.key, width)) }));
  return { url: uploadUrl(imageFileName(upload.key, defaultWidth(upload.widths))), variants };
}

const filesOf = (u: StoredUpload) => (u.kind === "pdf" ? [pdfFileName(u.key)] : u.widths.map((w) => imageFileName(u.key, w)));

export function createUploadsService(repo: UploadsRepo, storage: UploadStorage) {
  async function toBuffer(file: File): Promise<Buffer> {
    if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, "fileTooLarge");
    return Buffer.from(await file.arrayBuffer());
  }

  async function existing(key: string): Promise<StoredUpload | null> {
    const row = await repo.find(key);
    return row ? { key, kind: row.kind, widths: JSON.parse(row.widths) as number[] } : null;
  }

  async function storeImageBuffer(input: Buffer): Promise<StoredUpload> {
    const key = contentKey(input);
    const known = await existing(key);
    if (known?.kind === "image") return known;
    const encoded = await encodeImageVariants(input);
    for (const variant of encoded) await storage.write(imageFileName(key, variant.width), variant.data);
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
      if (known?.kind === "pdf") return known;
      await storage.write(pdfFileName(key), input);
      await repo.insert(key, "pdf", []);
      return { key, kind: "pdf", widths: [] };
    },

    /** Deletes an upload and its files once no record points to it any more. */
    async release(key: string | null): Promise<void> {
      if (!key || (await repo.isReferenced(key))) return;
      const upload = await existing(key);
      if (!upload) return;
      await repo.delete(key);
      await Promise.all(filesOf(upload).map((f) => storage.remove(f)));
    },

    find: existing,

    /** Removes files and upload rows that no record points to (left by a crash between steps). */
    async sweepOrphans(): Promise<number> {
      let removed = 0;
      const kept = new Set<string>();
      for (const row of await repo.all()) {
        const upload = { key: row.key, kind: row.kind, widths: JSON.parse(row.widths) as number[] };
        if (await repo.isReferenced(row.key)) {
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
