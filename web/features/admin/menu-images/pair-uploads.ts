import type { Lang } from "@shared/contract/common.ts";

/** Uploads made within 5 seconds of each other belong together. */
export const PAIR_WINDOW_MS = 5000;

export type UploadGroup<T> = { kind: "pair"; en: T; de: T } | { kind: "single"; upload: T };

/**
 * Groups the admin list (oldest first) so that an English and a German upload made within
 * 5 seconds show as one EN/DE pair. Each upload pairs with the earliest unpaired upload of
 * the other language in the window, so a batch of two English and two German images gives
 * two pairs. Groups keep the order of their first upload.
 */
export function pairUploads<T extends { language: Lang; createdAt: string }>(
  uploads: readonly T[],
): UploadGroup<T>[] {
  const times = uploads.map((upload) => Date.parse(upload.createdAt));
  const paired = new Set<number>();
  const groups: UploadGroup<T>[] = [];

  uploads.forEach((upload, i) => {
    if (paired.has(i)) return;
    const partner = uploads.findIndex(
      (other, j) =>
        j > i &&
        !paired.has(j) &&
        other.language !== upload.language &&
        Math.abs((times[j] as number) - (times[i] as number)) <= PAIR_WINDOW_MS,
    );
    const match = uploads[partner];
    if (!match) {
      groups.push({ kind: "single", upload });
      return;
    }
    paired.add(partner);
    groups.push(
      upload.language === "en"
        ? { kind: "pair", en: upload, de: match }
        : { kind: "pair", en: match, de: upload },
    );
  });
  return groups;
}
