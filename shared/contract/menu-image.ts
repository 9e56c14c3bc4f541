import { z } from "zod";
import { availabilityFields, datesInOrder } from "./availability.ts";
import { ImageVariantSchema, LangSchema } from "./common.ts";
import { issueMessage } from "./api-errors.ts";

export const MENU_IMAGE_KINDS = ["image", "pdf"] as const;

/**
 * The one shape of a menu image: what services, the repository's codec, the public pages' data
 * and the admin see. The HTTP answers name its id `_id`: one adapter translates at the edge
 * (`menu-image-wire.ts`).
 */
export const MenuImageSchema = z.object({
  id: z.string(),
  title: z.string(),
  language: LangSchema,
  /** An image's default width, or the PDF document itself. */
  url: z.string(),
  kind: z.enum(MENU_IMAGE_KINDS),
  variants: z.array(ImageVariantSchema),
  createdAt: z.string(),
  /** First and last day shown (YYYY-MM-DD, inclusive); null: no limit. */
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
});
export type MenuImage = z.infer<typeof MenuImageSchema>;

/** Text fields of POST /api/menu-images (multipart; the file travels beside them). */
export const MenuImageUploadInputSchema = z
  .object({
    title: z
      .string({ error: issueMessage("titleRequired") })
      .trim()
      .min(1, issueMessage("titleRequired"))
      .max(160, issueMessage("titleTooLong")),
    language: z.enum(["en", "de"], { error: issueMessage("languageInvalid") }),
    ...availabilityFields,
  })
  .refine(
    (v) => datesInOrder(v.availableFrom, v.availableUntil),
    issueMessage("availabilityOrder"),
  );
type MenuImageUploadInput = z.output<typeof MenuImageUploadInputSchema>;
/** Every field of a stored menu image, by the contract's names (the file is stored apart): an upload's input with no limit for an absent date. */
export type MenuImageFields = {
  [K in keyof MenuImageUploadInput]-?: Exclude<MenuImageUploadInput[K], undefined>;
};
/** Every text field an upload sends; the admin's payload has one entry for each (upload-plan.ts). */
export type MenuImageFieldName = keyof z.input<typeof MenuImageUploadInputSchema>;

/** Body of PUT /api/menu-images/{id}: new dates; an empty string or null removes a limit. */
export const MenuImageDatesInputSchema = z
  .object(availabilityFields)
  .transform((v) => ({
    availableFrom: v.availableFrom ?? null,
    availableUntil: v.availableUntil ?? null,
  }))
  .refine(
    (v) => datesInOrder(v.availableFrom, v.availableUntil),
    issueMessage("availabilityOrder"),
  );
export type MenuImageDates = z.output<typeof MenuImageDatesInputSchema>;

export const MenuImageListQuerySchema = z.object({ lang: LangSchema.optional() });

export const PdfSchema = z.object({ title: z.string(), url: z.string() });
export type Pdf = z.infer<typeof PdfSchema>;
