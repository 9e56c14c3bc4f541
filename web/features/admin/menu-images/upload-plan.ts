import type { Lang } from "@shared/contract/common.ts";
import {
  MenuImageUploadInputSchema,
  type MenuImageFieldName,
} from "@shared/contract/menu-image.ts";
import { apiErrorText } from "@shared/contract/api-errors.ts";
import type { AvailabilityValues } from "../ui/availability-fields";

export const TITLE_NEEDED_FOR_IMAGES = "Images need a title in their language ❌";

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
  | { ok: false; error: string; field: `${Lang}-${"title" | "files"}` };

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

/**
 * At least one title and at least one file; a language's files need that
 * language's title, otherwise the language is skipped. Each file becomes its own upload.
 */
export function planUploads<F>(draft: UploadDraft<F>): UploadPlan<F> {
  if (!draft.en.title.trim() && !draft.de.title.trim())
    return { ok: false, error: apiErrorText("menuImageTitleRequired"), field: "en-title" };
  if (draft.en.files.length === 0 && draft.de.files.length === 0)
    return { ok: false, error: apiErrorText("menuImageFileRequired"), field: "en-files" };

  const uploads: PlannedUpload<F>[] = [];
  for (const language of ORDER) {
    const { title, files } = draft[language];
    if (!title.trim() || files.length === 0) continue;
    const input = MenuImageUploadInputSchema.safeParse({ title, language });
    if (!input.success)
      return {
        ok: false,
        error: input.error.issues[0]?.message ?? apiErrorText("menuImageTitleRequired"),
        field: `${language}-title`,
      };
    for (const file of files) uploads.push({ title: input.data.title, language, file });
  }
  if (uploads.length === 0) {
    const untitled =
      ORDER.find((language) => draft[language].files.length > 0 && !draft[language].title.trim()) ??
      "en";
    return { ok: false, error: TITLE_NEEDED_FOR_IMAGES, field: `${untitled}-title` };
  }
  return { ok: true, uploads };
}

/** Languages whose files will be skipped because their title is empty. */
export function skippedLanguages<F>(draft: UploadDraft<F>): Lang[] {
  return ORDER.filter(
    (language) => draft[language].files.length > 0 && !draft[language].title.trim(),
  );
}
