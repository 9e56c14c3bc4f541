import { z } from "zod";
import { AdditiveListSchema, AllergenListSchema } from "./allergens.ts";
import { availabilityFields, datesInOrder } from "./availability.ts";
import {
  booleanFieldSchema,
  I18nTextSchema,
  optionalTrimmed,
  positionSchema,
  type I18nText,
} from "./common.ts";
import {
  VARIANT_LABEL_MAX,
  VARIANTS_MAX,
  VARIANTS_MIN,
  volumeMlSchema,
  type DishVariant,
  type StoredVariant,
} from "./dish-variant.ts";
import { issueMessage } from "./api-errors.ts";
import { DISH_FACT_DECLARATIONS, eachFact, type DishFactKey } from "./dish-facts.ts";
import {
  DESCRIPTION_MAX,
  DishSchema,
  PRICE_CENTS_MAX,
  TITLE_MAX,
  type DishCreateInput,
  type DishUpdateInput,
} from "./dish.ts";

/**
 * The dish's edge adapter: the API's answers and requests keep their own field names (`_id`, the
 * title in the request's language beside `titleI18n`, the form's `title_en`, a size's `label_de`);
 * everything behind the edge sees the one shape of `dish.ts`. The answer is `toDishWire`, read back
 * with `fromDishWire` (dish-reader.ts); a request's fields are parsed by `DishCreateRequestSchema` and
 * `DishUpdateRequestSchema` into the one input, their checks in today's order.
 */

/** One size as the API answers it (the OpenAPI component `DishVariant`). */
export const DishVariantWireSchema = z.object({
  label: z.string(),
  labelI18n: I18nTextSchema,
  priceCents: z.number().int(),
  volumeMl: z.number().int().nullable(),
});
export type DishVariantWire = z.infer<typeof DishVariantWireSchema>;

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

/** A dish as the API answers it, in the request's language (the OpenAPI component `Dish`): the one shape with `_id` and each text in one language beside both. */
export const DishWireSchema = DishSchema.omit({
  id: true,
  title: true,
  description: true,
  variants: true,
}).extend({
  _id: z.string(),
  title: z.string(),
  titleI18n: I18nTextSchema,
  description: z.string(),
  descriptionI18n: I18nTextSchema,
  /** Empty for a dish with one price; otherwise 2 to 6 sizes or portions, in the order staff chose. */
  variants: z.array(DishVariantWireSchema),
});
export type DishWire = z.infer<typeof DishWireSchema>;

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
  .transform((v, ctx): StoredVariant => {
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

/** Text fields of POST /api/dishes (multipart; the image travels beside them), as the one input. */
export const DishCreateRequestSchema = z
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
  .transform((v): DishCreateInput => ({
    ...eachFact((key) => v[key] ?? null),
    categoryId: v.categoryId,
    title: { de: v.title_de ?? "", en: v.title_en ?? "" },
    description: { de: v.description_de ?? "", en: v.description_en ?? "" },
    priceCents: v.priceCents ?? 0,
    variants: (v.variants ?? []).map(variantOf),
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

/** Text fields of PUT /api/dishes/{id}: every field optional, absent means unchanged. */
export const DishUpdateRequestSchema = z
  .object({
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
  })
  .transform(({ title_en, title_de, description_en, description_de, variants, ...rest }) => {
    const input: DishUpdateInput = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    const title = texts(title_de, title_en);
    if (title) input.title = title;
    const description = texts(description_de, description_en);
    if (description) input.description = description;
    if (variants !== undefined) input.variants = variants.map(variantOf);
    return input;
  });
/** Every field a dish form sends; the admin's payload has one entry for each (dish-form-values.ts). */
export type DishFieldName = keyof z.input<typeof DishUpdateRequestSchema>;

const variantOf = (v: StoredVariant): DishVariant => ({
  label: { de: v.label_de, en: v.label_en },
  priceCents: v.priceCents,
  volumeMl: v.volumeMl,
});

/** The languages an update sent of a text, or nothing when it sent neither. */
function texts(de: string | undefined, en: string | undefined): Partial<I18nText> | undefined {
  if (de === undefined && en === undefined) return undefined;
  return { ...(de === undefined ? {} : { de }), ...(en === undefined ? {} : { en }) };
}
