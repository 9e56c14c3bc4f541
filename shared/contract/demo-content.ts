import { z } from "zod";
import { PictureSlotSchema } from "./restaurant-pictures.ts";

/** GET /api/demo-content: whether the demo content seeded into a new site is still there. */
export const DemoContentStatusSchema = z.object({
  present: z.boolean(),
  categories: z.number().int(),
  menuImages: z.number().int(),
  /** The places that still show the demo's picture. */
  pictures: z.array(PictureSlotSchema),
});
export type DemoContentStatus = z.infer<typeof DemoContentStatusSchema>;
