import { z } from "zod";
import { CategorySchema, type Category } from "./category.ts";
import { DishWireSchema, type DishWire, type DishVariantWire } from "./dish-wire.ts";
import { LangSchema } from "./common.ts";

export const PublicMenuCategorySchema = CategorySchema.extend({ dishes: z.array(DishWireSchema) });
export type PublicMenuCategory = z.infer<typeof PublicMenuCategorySchema>;

export const LangQuerySchema = z.object({ lang: LangSchema.optional() });

/**
 * What the public pages render of a dish and a category: the visitor's language only. A page's
 * loader data travels inline in its HTML, so the other language's texts would be bytes a phone
 * downloads, parses and decodes for nothing.
 */
export type MenuPageVariant = Omit<DishVariantWire, "labelI18n">;
export type MenuPageDish = Omit<
  DishWire,
  | "titleI18n"
  | "descriptionI18n"
  | "position"
  | "categoryId"
  | "availableFrom"
  | "availableUntil"
  | "variants"
> & {
  variants: MenuPageVariant[];
};
export type MenuPageCategory = Pick<Category, "_id" | "name" | "servedHours"> & {
  dishes: MenuPageDish[];
};
