import { z } from "zod";

/** GET /api/demo-content: whether the demo content seeded into a new site is still there. */
export const DemoContentStatusSchema = z.object({
  present: z.boolean(),
  categories: z.number().int(),
  menuImages: z.number().int(),
});
export type DemoContentStatus = z.infer<typeof DemoContentStatusSchema>;
