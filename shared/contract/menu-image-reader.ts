import type { MenuImageWire } from "./menu-image-wire.ts";
import type { MenuImage } from "./menu-image.ts";

/**
 * The reader of a menu image's answer: the wire format back into the one shape. Its own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
export function fromMenuImageWire({ _id, ...fields }: MenuImageWire): MenuImage {
  return { id: _id, ...fields };
}
