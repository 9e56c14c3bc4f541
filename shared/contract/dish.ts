import { z } from "zod";
import { AdditiveListSchema, AllergenListSchema, type AdditiveNumber, type AllergenCode } from "./allergens.ts";
import { booleanFieldSchema, I18nTextSchema, ImageVariantSchema, optionalTrimmed, positionSchema } from "./common.ts";

export const DishSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleI18n: I18nTextSchema,
  description: z.string(),
  descriptionI18n: I18nTextSchema,
  priceCents: z.number().int(),
  position: z.number(),
  imageUrl: z.string().nullable(),
  imageVariants: z.array(ImageVariantSchema),
  isVeg: z.boolean(),
  isSpicy: z.boolean(),
  /** Allergen letters (A–R) and additive numbers (1–12), in legend order. */
  allergens: z.array(z.string()) as z.ZodType<AllergenCode[]>,
  additives: z.array(z.number()) as z.ZodType<AdditiveNumber[]>,
  categoryId: z.string(),
});
export type Dish = z.infer<typeof DishSchema>;

export const DISH_CATEGORY_REQUIRED = "Select a category first.";
export const DISH_TITLE_REQUIRED = "Enter at least English or German title.";
export const DISH_PRICE_REQUIRED = "Price is required.";
export const TITLE_MAX = 160;
export const DESCRIPTION_MAX = 2000;
/** 100,000 € is far above any dish; it keeps typos like 1250000 out of the menu. */
export const PRICE_CENTS_MAX = 10_000_000;

const text = (max: number) => optionalTrimmed.pipe(z.string().max(max, `Text is longer than ${max} characters.`).optional());

const priceCentsSchema = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    const s = String(v).trim();
    if (s === "") {
      ctx.addIssue({ code: "custom", message: DISH_PRICE_REQUIRED });
      return z.NEVER;
    }
    const n = Number(s);
    if (!Number.isInteger(n) || n < 0 || n > PRICE_CENTS_MAX) {
      ctx.addIssue({ code: "custom", message: "Price must be a whole number of cents between 0 and 10000000." });
      return z.NEVER;
    }
    return n;
  });

const dishFields = {
  title_en: text(TITLE_MAX),
  title_de: text(TITLE_MAX),
  description_en: text(DESCRIPTION_MAX),
  description_de: text(DESCRIPTION_MAX),
  position: positionSchema,
  isVeg: booleanFieldSchema.optional(),
  isSpicy: booleanFieldSchema.optional(),
  allergens: AllergenListSchema.optional(),
  additives: AdditiveListSchema.optional(),
};

/** Text fields of POST /api/dishes (multipart; the image travels beside them). */
export const DishCreateInputSchema = z
  .object({
    categoryId: z.string({ error: DISH_CATEGORY_REQUIRED }).trim().min(1, DISH_CATEGORY_REQUIRED).max(64),
    priceCents: priceCentsSchema.optional(),
    ...dishFields,
  })
  .superRefine((v, ctx) => {
    if (!v.title_en && !v.title_de) ctx.addIssue({ code: "custom", message: DISH_TITLE_REQUIRED, path: ["title_en"] });
    if (v.priceCents === undefined) ctx.addIssue({ code: "custom", message: DISH_PRICE_REQUIRED, path: ["priceCents"] });
  })
  .transform((v) => ({
    categoryId: v.categoryId,
    title_en: v.title_en ?? "",
    title_de: v.title_de ?? "",
    description_en: v.description_en ?? "",
    description_de: v.description_de ?? "",
    priceCents: v.priceCents as number,
    position: v.position,
    isVeg: v.isVeg ?? false,
    isSpicy: v.isSpicy ?? false,
    allergens: v.allergens ?? [],
    additives: v.additives ?? [],
  }));
export type DishCreateInput = z.output<typeof DishCreateInputSchema>;

/** Text fields of PUT /api/dishes/{id}: every field optional, absent means unchanged. */
export const DishUpdateInputSchema = z.object({
  categoryId: z.string().trim().min(1, DISH_CATEGORY_REQUIRED).max(64).optional(),
  priceCents: priceCentsSchema.optional(),
  title_en: dishFields.title_en,
  title_de: dishFields.title_de,
  description_en: dishFields.description_en,
  description_de: dishFields.description_de,
  position: positionSchema.optional(),
  isVeg: dishFields.isVeg,
  isSpicy: dishFields.isSpicy,
  allergens: dishFields.allergens,
  additives: dishFields.additives,
});
export type DishUpdateInput = z.output<typeof DishUpdateInputSchema>;

export const DishListQuerySchema = z.object({ categoryId: z.string().max(64).optional() });
