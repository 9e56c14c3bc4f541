import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { ApiError } from "~/lib/api/client";
import { adminErrorText, useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { AvailabilityFields, type AvailabilityValues } from "../ui/availability-fields";
import { FieldError } from "../ui/fields";
import { notify } from "../ui/notify";
import { LanguageFields } from "./language-fields";
import { menuImagesApi } from "./menu-images-api";
import { useSchemaForm } from "../ui/use-schema-form";
import {
  skippedLanguages,
  uploadFields,
  uploadFormSchema,
  uploadIssueField,
  type InvalidUploadField,
  type PlannedUpload,
  type UploadDraft,
} from "./upload-plan";

const emptyDraft = (): UploadDraft<File> => ({
  en: { title: "", files: [] },
  de: { title: "", files: [] },
});

const schema = uploadFormSchema<File>();

/** Title and images per language; each file is uploaded on its own, English first. */
export function UploadForm() {
  const { lang, t } = useAdminI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm({
    schema,
    initial: emptyDraft,
    toInput: (draft) => draft,
    rootField: "en-title",
    fieldOf: uploadIssueField,
  });
  const { values: draft, update: setDraft } = form;
  const [dates, setDates] = useState<AvailabilityValues>({ availableFrom: "", availableUntil: "" });
  // The uploads' failure; the form's own check shows its one message at its field.
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = Object.entries(form.errors)[0];
  const error = invalid
    ? { message: invalid[1], field: invalid[0] as InvalidUploadField }
    : failure
      ? { message: failure, field: null }
      : null;
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const skipped = skippedLanguages(draft);

  function focusFirst(selector: string) {
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress) return;
    setFailure(null);
    const uploads = form.validate(formRef.current);
    if (!uploads) return;
    const failed: PlannedUpload<File>[] = [];
    let lastError: unknown;
    for (const [index, upload] of uploads.entries()) {
      setProgress({ done: index, total: uploads.length });
      try {
        await menuImagesApi.upload({ fields: uploadFields(upload, dates), file: upload.file });
      } catch (err) {
        // The session ended: the login form replaces the panel, nothing more to do here.
        if (err instanceof ApiError && err.status === 401) return;
        failed.push(upload);
        lastError = err;
      }
    }
    setProgress(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.menuImages });

    if (failed.length === 0) {
      form.reset();
      setDates({ availableFrom: "", availableUntil: "" });
      notify.success(t("menuImages.uploaded"));
      focusFirst("input");
      return;
    }
    // Only what failed stays chosen, so trying again does not upload the rest twice.
    const remaining = (language: Lang) =>
      failed.filter((f) => f.language === language).map((f) => f.file);
    setDraft((current) => ({
      en: { ...current.en, files: remaining("en") },
      de: { ...current.de, files: remaining("de") },
    }));
    setFailure(adminErrorText(lastError, t("menuImages.uploadFailed"), lang));
    notify.failure(t("menuImages.uploadFailed"), lastError);
  }

  const fieldOf = (language: Lang) =>
    error?.field?.startsWith(language) ? (error.field.endsWith("title") ? "title" : "files") : null;

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {t("menuImages.uploadHeading")}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t("menuImages.uploadIntro")}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {(["en", "de"] as const).map((language) => (
            <LanguageFields
              key={language}
              language={language}
              draft={draft[language]}
              onChange={(next) => setDraft((current) => ({ ...current, [language]: next }))}
              invalidField={fieldOf(language)}
              errorId={errorId}
              skipped={skipped.includes(language)}
            />
          ))}
        </div>
        <AvailabilityFields
          values={dates}
          hint={t("availability.hintUpload")}
          onChange={(key, value) => setDates((current) => ({ ...current, [key]: value }))}
        />
        {error && (
          <div role="alert">
            <FieldError id={errorId}>{error.message}</FieldError>
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={progress !== null}
          className="self-start max-sm:w-full"
        >
          {progress
            ? t("menuImages.uploading", { done: progress.done + 1, total: progress.total })
            : t("menuImages.upload")}
        </Button>
      </form>
    </Card>
  );
}
