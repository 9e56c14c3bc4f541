import { z } from "zod";
import { API_ERRORS, issueMessage, type ApiErrorCode } from "./api-errors.ts";

export const LANGS = ["de", "en"] as const;
export const LangSchema = z.enum(LANGS);
export type Lang = z.infer<typeof LangSchema>;

/**
 * The one error shape of the API: every failed call answers `{ error, code }` with a fitting
 * status; `error` is English, `code` names it in `API_ERRORS`, `params` fill its placeholders.
 */
export const ApiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]]),
  params: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const I18nTextSchema = z.object({ en: z.string(), de: z.string() });
export type I18nText = z.infer<typeof I18nTextSchema>;

/** One re-encoded width of an uploaded image, for `srcset`. */
export const ImageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

// Control characters have no place in a menu; line breaks and tabs do.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Form fields arrive as strings (multipart) or as JSON values; both mean the same. */
export const optionalTrimmed = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? undefined : String(v).trim()))
  .refine((v) => v === undefined || !CONTROL_CHARACTERS.test(v), {
    message: issueMessage("controlCharacters"),
  });

export const positionSchema = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || (typeof v === "string" && v.trim() === "")) return 0;
    const n = typeof v === "number" ? v : Number(v.trim());
    if (!Number.isFinite(n) || !Number.isInteger(n) || Math.abs(n) > 1_000_000) {
      ctx.addIssue({ code: "custom", message: issueMessage("positionWhole") });
      return z.NEVER;
    }
    return n;
  });

export const booleanFieldSchema = z
  .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "on" || v === "1");
