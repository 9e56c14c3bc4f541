import { z } from "zod";
import { I18nTextSchema } from "./common.ts";
import { issueMessage } from "./api-errors.ts";

/** One size or portion of a dish with several prices: "0,3 l" for 3,50 €, "Half" for 8,90 €. */
export const DishVariantSchema = z.object({
  label: I18nTextSchema,
  priceCents: z.number().int(),
  volumeMl: z.number().int().nullable(),
});
export type DishVariant = z.infer<typeof DishVariantSchema>;

export const VARIANTS_MIN = 2;
export const VARIANTS_MAX = 6;
export const VARIANT_LABEL_MAX = 60;
/** Ten litres: more than any jug; it keeps typos like 30000 off the menu. */
export const VOLUME_ML_MAX = 10_000;

/** A volume as a form or JSON sends it: empty or null means none. */
export const volumeMlSchema = z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
  if (v === null || String(v).trim() === "") return null;
  const n = Number(String(v).trim());
  if (!Number.isInteger(n) || n < 1 || n > VOLUME_ML_MAX) {
    ctx.addIssue({
      code: "custom",
      message: issueMessage("volumeRange", { max: VOLUME_ML_MAX }),
    });
    return z.NEVER;
  }
  return n;
});

/** A size as the `variants` column stores it and the requests send it (the codec and the edge translate). */
export interface StoredVariant {
  label_en: string;
  label_de: string;
  priceCents: number;
  volumeMl: number | null;
}

/** The lowest variant price: what a client that knows nothing of variants shows as the dish's price. */
export const lowestPrice = (variants: readonly { priceCents: number }[]) =>
  Math.min(...variants.map((v) => v.priceCents));
