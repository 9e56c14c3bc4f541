import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import type { MenuImageWire } from "@shared/contract/menu-image-wire.ts";
import { apiRequest } from "~/lib/api/client";

/**
 * The public API's menu image as its one shape, what the server's loader gives: read from the
 * answer rather than through `fromMenuImageWire`, which would bring zod and the API's schemas
 * into the site's script.
 */
export const menuImageOfWire = ({ _id, ...fields }: MenuImageWire): MenuImage => ({
  id: _id,
  ...fields,
});

/**
 * GET /api/menu-images?lang=, through the one API client without a token: a failed answer is
 * an ApiError carrying the server's own message, which the page shows (docs/product.md, "Rules"); any other
 * failure gets the page's own localised text.
 */
export async function fetchMenuImages(lang: Lang, signal: AbortSignal): Promise<MenuImage[]> {
  const body = await apiRequest<unknown>(`/api/menu-images?lang=${lang}`, { signal, token: null });
  if (!Array.isArray(body)) throw new Error("GET /api/menu-images answered no list");
  return (body as MenuImageWire[]).map(menuImageOfWire);
}
