import { z } from "zod";
import { availabilityFields, AVAILABILITY_ORDER, datesInOrder } from "./availability.ts";
import { ImageVariantSchema, LangSchema } from "./common.ts";

export const MENU_IMAGE_KINDS = ["image", "pdf"] as const;

export const MenuImageSchema = z.object({
  _id: z.string(),
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

export const MENU_IMAGE_TITLE_REQUIRED = "At least one title is required ❌";
export const MENU_IMAGE_FILE_REQUIRED = "Please choose at least one image ❌";

/** Text fields of POST /api/menu-images (multipart; the file travels beside them). */
export const MenuImageUploadInputSchema = z
  .object({
    title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(160, "Title is too long."),
    language: z.enum(["en", "de"], { error: "Language must be en or de." }),
    ...availabilityFields,
  })
  .refine((v) => datesInOrder(v.availableFrom, v.availableUntil), AVAILABILITY_ORDER);

/** Body of PUT /api/menu-images/{id}: new dates; an empty string or null removes a limit. */
export const MenuImageDatesInputSchema = z
  .object(availabilityFields)
  .transform((v) => ({
    availableFrom: v.availableFrom ?? null,
    availableUntil: v.availableUntil ?? null,
  }))
  .refine((v) => datesInOrder(v.availableFrom, v.availableUntil), AVAILABILITY_ORDER);

export const MenuImageListQuerySchema = z.object({ lang: LangSchema.optional() });

export const PdfSchema = z.object({ title: z.string(), url: z.string() });
export type Pdf = z.infer<typeof PdfSchema>;
export const PDF_DEFAULT_TITLE = "Menu PDF";
