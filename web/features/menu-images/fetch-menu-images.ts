import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";

/** A failed answer that carries the server's own message, shown as it is. */
export class ServerMessageError extends Error {}

/**
 * GET /api/menu-images?lang=. Any other failure (network, malformed answer) is a plain Error,
 * for which the page shows its own localised text.
 */
export async function fetchMenuImages(lang: Lang, signal: AbortSignal): Promise<MenuImage[]> {
  const response = await fetch(`/api/menu-images?lang=${lang}`, { signal, headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && Array.isArray(body)) return body as MenuImage[];
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) throw new ServerMessageError(body.error);
  throw new Error(`GET /api/menu-images answered ${response.status}`);
}
