import { z } from "zod";
import type { Category } from "./category.ts";
import { CategoryWireSchema } from "./category-wire.ts";
import { toCategoryWire } from "./category-wire-codec.ts";
import type { Lang } from "./common.ts";
import type { Dish } from "./dish.ts";
import type { DishVariant } from "./dish-variant.ts";
import { DishWireSchema } from "./dish-wire.ts";
import { toDishWire } from "./dish-wire-codec.ts";
import { LangSchema } from "./common.ts";

/** A category of the public menu with the dishes a visitor sees today, as everything behind the edge reads it. */
export type PublicMenuCategory = Category & { dishes: Dish[] };

/** The public menu as `GET /api/public/menu` answers it (the OpenAPI component `PublicMenuCategory`). */
export const PublicMenuCategoryWireSchema = CategoryWireSchema.extend({
  dishes: z.array(DishWireSchema),
});
export type PublicMenuCategoryWire = z.infer<typeof PublicMenuCategoryWireSchema>;

/** The public menu's answer: each category and dish through its edge adapter, in the request's language. */
export const toPublicMenuWire = (
  menu: readonly PublicMenuCategory[],
  lang: Lang,
): PublicMenuCategoryWire[] =>
  menu.map(({ dishes, ...category }) => ({
    ...toCategoryWire(category, lang),
    dishes: dishes.map((dish) => toDishWire(dish, lang)),
  }));

export const LangQuerySchema = z.object({ lang: LangSchema.optional() });

/**
 * What the public pages and the printed menu show of a dish and a category: the one shape in the
 * visitor's language only (shared/menu-page.ts derives it). A page's loader data travels inline in
 * its HTML, so the other language's texts would be bytes a phone downloads, parses and decodes for
 * nothing.
 */
export type MenuPageVariant = Omit<DishVariant, "label"> & { label: string };
export type MenuPageDish = Omit<
  Dish,
  | "title"
  | "description"
  | "position"
  | "categoryId"
  | "availableFrom"
  | "availableUntil"
  | "variants"
> & {
  title: string;
  description: string;
  variants: MenuPageVariant[];
};
export type MenuPageCategory = Pick<Category, "id" | "servedHours"> & {
  name: string;
  dishes: MenuPageDish[];
};
