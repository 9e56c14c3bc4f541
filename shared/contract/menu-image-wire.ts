import { z } from "zod";
import { MenuImageSchema } from "./menu-image.ts";

/**
 * The menu image's edge adapter: the API's answers name its id `_id`; everything behind the edge
 * sees the one shape of `menu-image.ts`. The answer is `toMenuImageWire`, read back with
 * `fromMenuImageWire` (menu-image-reader.ts). The upload's and the dates' requests are the one shape's fields already.
 */

/** A menu image as the API answers it (the OpenAPI component `MenuImage`), its fields in the answer's order. */
export const MenuImageWireSchema = z.object({
  _id: z.string(),
  title: MenuImageSchema.shape.title,
  language: MenuImageSchema.shape.language,
  url: MenuImageSchema.shape.url,
  kind: MenuImageSchema.shape.kind,
  variants: MenuImageSchema.shape.variants,
  createdAt: MenuImageSchema.shape.createdAt,
  availableFrom: MenuImageSchema.shape.availableFrom,
  availableUntil: MenuImageSchema.shape.availableUntil,
});
export type MenuImageWire = z.infer<typeof MenuImageWireSchema>;
