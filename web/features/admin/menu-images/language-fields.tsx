import { useEffect, useId, useRef } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { inputClass } from "../ui/fields";
import type { LanguageDraft } from "./upload-plan";

/** Images or PDFs; the server checks the content again. */
const ACCEPTED_FILES = "image/jpeg,image/png,image/webp,image/avif,application/pdf";

/** Title and files of one language of the menu-image upload. */
export function LanguageFields({
  language,
  draft,
  onChange,
  invalidField,
  errorId,
  skipped,
}: {
  language: Lang;
  draft: LanguageDraft<File>;
  onChange: (draft: LanguageDraft<File>) => void;
  invalidField: "title" | "files" | null;
  errorId: string;
  skipped: boolean;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const name = t(language === "en" ? "common.english" : "common.german");
  const skipHintId = `${id}-skip`;

  // The native input is cleared whenever the chosen files were taken over (uploaded or reset).
  useEffect(() => {
    if (fileRef.current && fileRef.current.files?.length !== draft.files.length)
      fileRef.current.value = "";
  }, [draft.files]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-stone-800">
          {t("menuImages.title", { language: name })}
        </label>
        <input
          id={`${id}-title`}
          lang={language}
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
          aria-invalid={invalidField === "title" || undefined}
          aria-describedby={
            [invalidField === "title" ? errorId : "", skipped ? skipHintId : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-files`} className="text-sm font-medium text-stone-800">
          {t("menuImages.files", { language: name })}
        </label>
        <input
          ref={fileRef}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={(e) => onChange({ ...draft, files: Array.from(e.target.files ?? []) })}
          aria-invalid={invalidField === "files" || undefined}
          aria-describedby={invalidField === "files" ? errorId : undefined}
          className="block w-full min-w-0 text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:bg-stone-100"
        />
        <p className="text-sm text-stone-600">{t("menuImages.filesHint")}</p>
        {draft.files.length > 0 && (
          <ul
            className="text-sm break-all text-stone-700"
            aria-label={t("menuImages.chosenFiles", { language: name })}
          >
            {draft.files.map((file, index) => (
              <li key={`${file.name}-${index}`}>{file.name}</li>
            ))}
          </ul>
        )}
        {skipped && (
          <p id={skipHintId} className="text-sm font-medium text-amber-800">
            {t("menuImages.skipped", { language: name })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
