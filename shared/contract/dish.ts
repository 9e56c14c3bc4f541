import { z } from "zod";
import { type AdditiveNumber, type AllergenCode } from "./allergens.ts";
import { I18nTextSchema, ImageVariantSchema } from "./common.ts";
import { DishVariantSchema } from "./dish-variant.ts";
import { eachFact } from "./dish-facts.ts";
import { issueMessage } from "./api-errors.ts";

/**
 * The one shape of a dish: what services, the repository's codec, the history, the spreadsheet,
 * the printed menu and the admin see. Its texts carry both languages. The HTTP answers and
 * requests keep their own field names (`_id`, `title` in the request's language, `title_en`):
 * one adapter translates at the edge (`dish-wire.ts`).
 */
export const DishSchema = z.object({
  ...eachFact(() => z.number().int().nullable()),
  id: z.string(),
  categoryId: z.string(),
  title: I18nTextSchema,
  description: I18nTextSchema,
  /** With variants, the lowest variant price. */
  priceCents: z.number().int(),
  /** Empty for a dish with one price; otherwise 2 to 6 sizes or portions, in the order staff chose. */
  variants: z.array(DishVariantSchema),
  /** The quantity served of a single-price drink; variants carry their own. */
  volumeMl: z.number().int().nullable(),
  position: z.number(),
  imageUrl: z.string().nullable(),
  imageVariants: z.array(ImageVariantSchema),
  isVeg: z.boolean(),
  isSpicy: z.boolean(),
  /** Allergen letters (A–R) and additive numbers (1–12), in legend order. */
  allergens: z.array(z.string()) as z.ZodType<AllergenCode[]>,
  additives: z.array(z.number()) as z.ZodType<AdditiveNumber[]>,
  /** False until staff have declared the allergens; an empty list then means free of all 14. */
  allergensDeclared: z.boolean(),
  /** Marked sold out, until the restaurant next opens on a later day (Europe/Berlin). */
  soldOut: z.boolean(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
});
export type Dish = z.infer<typeof DishSchema>;

/** What staff give of a dish: everything but its id, its photo (uploaded beside) and the sold-out mark. */
export const DishCreateInputSchema = DishSchema.omit({
  id: true,
  imageUrl: true,
  imageVariants: true,
  soldOut: true,
});
export type DishCreateInput = z.infer<typeof DishCreateInputSchema>;

/** An update: every field optional, absent means unchanged; a text may name one language only. */
export const DishUpdateInputSchema = DishCreateInputSchema.partial().extend({
  title: I18nTextSchema.partial().optional(),
  description: I18nTextSchema.partial().optional(),
});
export type DishUpdateInput = z.infer<typeof DishUpdateInputSchema>;

export const TITLE_MAX = 160;
export const DESCRIPTION_MAX = 2000;
/** 100,000 € is far above any dish; it keeps typos like 1250000 out of the menu. */
export const PRICE_CENTS_MAX = 10_000_000;

export const DishListQuerySchema = z.object({
  categoryId: z.string().max(64).optional(),
});

export const SoldOutInputSchema = z.object({
  soldOut: z.boolean({ error: issueMessage("soldOutBoolean") }),
});
