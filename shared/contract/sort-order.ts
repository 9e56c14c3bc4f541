import { z } from "zod";
import { issueMessage } from "./api-errors.ts";

const ids = z
  .array(z.string().min(1).max(64), { error: issueMessage("idsList") })
  .max(1000)
  .refine((list) => new Set(list).size === list.length, issueMessage("idsUnique"));

/** PUT /api/categories/order: every category's id, in the new order. */
export const CategoryOrderInputSchema = z.object({ ids });

/** PUT /api/dishes/order: every dish id of one category, in the new order. */
export const DishOrderInputSchema = z.object({
  categoryId: z
    .string({ error: issueMessage("orderCategoryRequired") })
    .min(1)
    .max(64),
  ids,
});
