import { z } from "zod";

const ids = z.array(z.string().min(1).max(64), { error: "ids must be a list of ids." }).max(1000).refine((list) => new Set(list).size === list.length, "Each id may appear only once.");

/** PUT /api/categories/order: every category's id, in the new order. */
export const CategoryOrderInputSchema = z.object({ ids });

/** PUT /api/dishes/order: every dish id of one category, in the new order. */
export const DishOrderInputSchema = z.object({ categoryId: z.string({ error: "categoryId is required." }).min(1).max(64), ids });
