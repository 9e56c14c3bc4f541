import { z } from "zod";
import { CategorySchema } from "./category.ts";
import { DishSchema } from "./dish.ts";
import { LangSchema } from "./common.ts";

export const PublicMenuCategorySchema = CategorySchema.extend({ dishes: z.array(DishSchema) });
export type PublicMenuCategory = z.infer<typeof PublicMenuCategorySchema>;

export const LangQuerySchema = z.object({ lang: LangSchema.optional() });
