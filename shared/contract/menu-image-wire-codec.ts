import type { MenuImageWire } from "./menu-image-wire.ts";
import type { MenuImage } from "./menu-image.ts";

/**
 * The codec of a menu image's edge adapter: the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `menu-image-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
export function fromMenuImageWire({ _id, ...fields }: MenuImageWire): MenuImage {
  return { id: _id, ...fields };
}

/** A menu image as the API answers it. */
export function toMenuImageWire(image: MenuImage): MenuImageWire {
  return {
    _id: image.id,
    title: image.title,
    language: image.language,
    url: image.url,
    kind: image.kind,
    variants: image.variants,
    createdAt: image.createdAt,
    availableFrom: image.availableFrom,
    availableUntil: image.availableUntil,
  };
}
