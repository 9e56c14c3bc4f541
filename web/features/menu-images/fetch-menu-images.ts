import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { apiRequest } from "~/lib/api/client";

/**
 * GET /api/menu-images?lang=, through the one API client without a token: a failed answer is
 * an ApiError carrying the server's own message, which the page shows (docs/product.md, "Rules"); any other
 * failure gets the page's own localised text.
 */
export async function fetchMenuImages(lang: Lang, signal: AbortSignal): Promise<MenuImage[]> {
  const body = await apiRequest<unknown>(`/api/menu-images?lang=${lang}`, { signal, token: null });
  if (!Array.isArray(body)) throw new Error("GET /api/menu-images answered no list");
  return body as MenuImage[];
}
