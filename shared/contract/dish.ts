import { z } from "zod";
import {
  AdditiveListSchema,
  AllergenListSchema,
  type AdditiveNumber,
  type AllergenCode,
} from "./allergens.ts";
import { availabilityFields, datesInOrder } from "./availability.ts";
import {
  booleanFieldSchema,
  I18nTextSchema,
  ImageVariantSchema,
  optionalTrimmed,
  positionSchema,
} from "./common.ts";
import {
  DishVariantSchema,
  VARIANT_LABEL_MAX,
  VARIANTS_MAX,
  VARIANTS_MIN,
  volumeMlSchema,
  type DishVariantInput,
} from "./dish-variant.ts";
import { issueMessage } from "./api-errors.ts";
import { DISH_FACT_DECLARATIONS, eachFact, type DishFactKey } from "./dish-facts.ts";

/** A simple fact as a form or JSON sends it (shared/contract/dish-facts.ts): empty or null means none. */
const factSchema = (max: number) =>
  z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
    if (v === null || String(v).trim() === "") return null;
    const n = Number(String(v).trim());
    if (!Number.isInteger(n) || n < 0 || n > max) {
      ctx.addIssue({
        code: "custom",
        message: issueMessage("wholeNumberRange", { min: 0, max }),
      });
      return z.NEVER;
    }
    return n;
  });
const factInputs = Object.fromEntries(
  DISH_FACT_DECLARATIONS.map(([key, { max }]) => [key, factSchema(max).optional()]),
) as Record<DishFactKey, z.ZodOptional<ReturnType<typeof factSchema>>>;

export const DishSchema = z.object({
  ...eachFact(() => z.number().int().nullable()),
  _id: z.string(),
  title: z.string(),
  titleI18n: I18nTextSchema,
  description: z.string(),
  descriptionI18n: I18nTextSchema,
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
  categoryId: z.string(),
});
export type Dish = z.infer<typeof DishSchema>;

export const TITLE_MAX = 160;
export const DESCRIPTION_MAX = 2000;
/** 100,000 € is far above any dish; it keeps typos like 1250000 out of the menu. */
export const PRICE_CENTS_MAX = 10_000_000;

const text = (max: number) =>
  optionalTrimmed.pipe(z.string().max(max, issueMessage("textTooLong", { max })).optional());

const priceCentsSchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const s = String(v).trim();
  if (s === "") {
    ctx.addIssue({ code: "custom", message: issueMessage("dishPriceRequired") });
    return z.NEVER;
  }
  const n = Number(s);
  if (!Number.isInteger(n) || n < 0 || n > PRICE_CENTS_MAX) {
    ctx.addIssue({ code: "custom", message: issueMessage("priceRange") });
    return z.NEVER;
  }
  return n;
});

const variantLabel = optionalTrimmed.pipe(
  z
    .string()
    .max(VARIANT_LABEL_MAX, issueMessage("variantLabelMax", { max: VARIANT_LABEL_MAX }))
    .optional(),
);

const VariantInputSchema = z
  .object(
    {
      label_en: variantLabel,
      label_de: variantLabel,
      // A missing price reads like an empty one: issueMessage("dishPriceRequired")
      priceCents: z.preprocess((v) => v ?? "", priceCentsSchema),
      volumeMl: volumeMlSchema.optional(),
    },
    { error: issueMessage("variantsJson") },
  )
  .transform((v, ctx): DishVariantInput => {
    if (!v.label_en && !v.label_de) {
      ctx.addIssue({
        code: "custom",
        message: issueMessage("variantLabelRequired"),
      });
      return z.NEVER;
    }
    return {
      label_en: v.label_en ?? "",
      label_de: v.label_de ?? "",
      priceCents: v.priceCents,
      volumeMl: v.volumeMl ?? null,
    };
  });

/** `variants`: a JSON array (as a multipart string or a JSON value); empty means one price. */
export const VariantsFieldSchema = z
  .union([z.string(), z.array(z.unknown())])
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    if (value.trim() === "") return [];
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: issueMessage("variantsJson") });
    return z.NEVER;
  })
  // zod checks an array's max before its entries: a list of a million is refused without reading one.
  .pipe(
    z
      .array(VariantInputSchema, { error: issueMessage("variantsJson") })
      .max(VARIANTS_MAX, issueMessage("variantCount", { min: VARIANTS_MIN, max: VARIANTS_MAX })),
  )
  .refine(
    (list) => list.length === 0 || list.length >= VARIANTS_MIN,
    issueMessage("variantCount", { min: VARIANTS_MIN, max: VARIANTS_MAX }),
  );

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
  allergensDeclared: booleanFieldSchema.optional(),
  variants: VariantsFieldSchema.optional(),
  volumeMl: volumeMlSchema.optional(),
  ...availabilityFields,
  ...factInputs,
};

/** Text fields of POST /api/dishes (multipart; the image travels beside them). */
export const DishCreateInputSchema = z
  .object({
    categoryId: z
      .string({ error: issueMessage("dishCategoryRequired") })
      .trim()
      .min(1, issueMessage("dishCategoryRequired"))
      .max(64),
    priceCents: priceCentsSchema.optional(),
    ...dishFields,
  })
  .superRefine((v, ctx) => {
    if (!v.title_en && !v.title_de)
      ctx.addIssue({
        code: "custom",
        message: issueMessage("dishTitleRequired"),
        path: ["title_en"],
      });
    if (v.priceCents === undefined && !v.variants?.length)
      ctx.addIssue({
        code: "custom",
        message: issueMessage("dishPriceRequired"),
        path: ["priceCents"],
      });
    if (!datesInOrder(v.availableFrom, v.availableUntil))
      ctx.addIssue({
        code: "custom",
        message: issueMessage("availabilityOrder"),
        path: ["availableUntil"],
      });
  })
  .transform((v) => ({
    ...eachFact((key) => v[key] ?? null),
    categoryId: v.categoryId,
    title_en: v.title_en ?? "",
    title_de: v.title_de ?? "",
    description_en: v.description_en ?? "",
    description_de: v.description_de ?? "",
    priceCents: v.priceCents ?? 0,
    variants: v.variants ?? [],
    volumeMl: v.volumeMl ?? null,
    position: v.position,
    isVeg: v.isVeg ?? false,
    isSpicy: v.isSpicy ?? false,
    allergens: v.allergens ?? [],
    additives: v.additives ?? [],
    // Ticking an allergen declares; so does saying "none of the 14" explicitly.
    allergensDeclared: v.allergensDeclared ?? (v.allergens?.length ?? 0) > 0,
    availableFrom: v.availableFrom ?? null,
    availableUntil: v.availableUntil ?? null,
  }));
export type DishCreateInput = z.output<typeof DishCreateInputSchema>;

/** Text fields of PUT /api/dishes/{id}: every field optional, absent means unchanged. */
export const DishUpdateInputSchema = z.object({
  categoryId: z.string().trim().min(1, issueMessage("dishCategoryRequired")).max(64).optional(),
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
  allergensDeclared: dishFields.allergensDeclared,
  variants: dishFields.variants,
  volumeMl: dishFields.volumeMl,
  ...availabilityFields,
  ...factInputs,
});
export type DishUpdateInput = z.output<typeof DishUpdateInputSchema>;
/** Every field a dish form sends; the admin's payload has one entry for each (dish-form-values.ts). */
export type DishFieldName = keyof z.input<typeof DishUpdateInputSchema>;

export const DishListQuerySchema = z.object({
  categoryId: z.string().max(64).optional(),
});

export const SoldOutInputSchema = z.object({
  soldOut: z.boolean({ error: issueMessage("soldOutBoolean") }),
});
