import type { Lang } from "@shared/contract/common.ts";
import {
  MenuImageUploadInputSchema,
  type MenuImageFieldName,
} from "@shared/contract/menu-image.ts";
import { z } from "zod";
import { issueMessage } from "@shared/contract/api-errors.ts";
import { formIssue } from "../i18n/admin-i18n";
import type { AvailabilityValues } from "../ui/availability-fields";

export interface LanguageDraft<F> {
  title: string;
  files: F[];
}

export type UploadDraft<F> = Record<Lang, LanguageDraft<F>>;

export interface PlannedUpload<F> {
  title: string;
  language: Lang;
  file: F;
}

export type UploadPlan<F> =
  | { ok: true; uploads: PlannedUpload<F>[] }
  | { ok: false; error: string; field: InvalidUploadField };

/** Where the form's message shows: a language's title or files. */
export type InvalidUploadField = `${Lang}-${"title" | "files"}`;

/** The text fields of one POST /api/menu-images, by the contract's names; the file travels beside them. */
export type MenuImagePayload = Record<MenuImageFieldName, string>;

/** Every field of the contract for one planned upload, so a field the form does not fill is a type error; an empty date is no limit. */
export function uploadFields(
  upload: PlannedUpload<unknown>,
  dates: AvailabilityValues,
): MenuImagePayload {
  return {
    title: upload.title,
    language: upload.language,
    availableFrom: dates.availableFrom,
    availableUntil: dates.availableUntil,
  };
}

/** English first, so the n-th English and the n-th German file are uploaded close together. */
const ORDER: Lang[] = ["en", "de"];

/** A language's title, by the upload's own rules (the server's). */
const titleField = MenuImageUploadInputSchema.shape.title;

/**
 * The form's schema: at least one title and at least one file; a language's files need that
 * language's title, otherwise the language is skipped. Each file becomes its own upload. The
 * first problem is the form's one message, at its field (`en.title` shows at "en-title").
 */
export const uploadFormSchema = <F>() => {
  const language = z.object({ title: z.string(), files: z.array(z.custom<F>(() => true)) });
  return z.object({ en: language, de: language }).transform((draft, ctx) => {
    const refuse = (field: InvalidUploadField, message: string) => {
      const [lang, part] = field.split("-");
      ctx.addIssue({ code: "custom", path: [lang ?? "en", part ?? "title"], message });
      return z.NEVER;
    };
    if (!draft.en.title.trim() && !draft.de.title.trim())
      return refuse("en-title", issueMessage("menuImageTitleRequired"));
    if (draft.en.files.length === 0 && draft.de.files.length === 0)
      return refuse("en-files", issueMessage("menuImageFileRequired"));

    const uploads: PlannedUpload<F>[] = [];
    for (const lang of ORDER) {
      const { title, files } = draft[lang];
      if (!title.trim() || files.length === 0) continue;
      const checked = titleField.safeParse(title);
      if (!checked.success)
        return refuse(`${lang}-title`, checked.error.issues[0]?.message ?? "invalidInput");
      for (const file of files) uploads.push({ title: checked.data, language: lang, file });
    }
    if (uploads.length === 0) {
      const untitled =
        ORDER.find((lang) => draft[lang].files.length > 0 && !draft[lang].title.trim()) ?? "en";
      return refuse(`${untitled}-title`, formIssue("titleNeededForImages"));
    }
    return uploads;
  });
};

/** The field an issue of the upload form names: its language and part (`en-title`). */
export const uploadIssueField = (issue: z.core.$ZodIssue): InvalidUploadField =>
  `${issue.path[0] === "de" ? "de" : "en"}-${issue.path[1] === "files" ? "files" : "title"}`;

/** The uploads, or the form's one message (a code) and its field. */
export function planUploads<F>(draft: UploadDraft<F>): UploadPlan<F> {
  const result = uploadFormSchema<F>().safeParse(draft);
  if (result.success) return { ok: true, uploads: result.data };
  const issue = result.error.issues[0];
  return issue
    ? { ok: false, error: issue.message, field: uploadIssueField(issue) }
    : { ok: false, error: "invalidInput", field: "en-title" };
}

/** Languages whose files will be skipped because their title is empty. */
export function skippedLanguages<F>(draft: UploadDraft<F>): Lang[] {
  return ORDER.filter(
    (language) => draft[language].files.length > 0 && !draft[language].title.trim(),
  );
}
