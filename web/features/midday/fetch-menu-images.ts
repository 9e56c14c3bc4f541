import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";

/**
 * GET /api/menu-images?lang=. A failure carries the server's error message when it gives one
 * (SPEC.md §8), else an empty message, for which the page shows its own localised text.
 */
export async function fetchMenuImages(lang: Lang, signal: AbortSignal): Promise<MenuImage[]> {
  const response = await fetch(`/api/menu-images?lang=${lang}`, { signal, headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !Array.isArray(body)) {
    const message = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : "";
    throw new Error(message);
  }
  return body as MenuImage[];
}
