import { useRef, useState, type FormEvent } from "react";
import { ANNOUNCEMENT_TEXT_MAX, type Announcement } from "@shared/contract/announcement.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SubmitError, TextAreaField, TextField } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useSchemaForm } from "../ui/use-schema-form";
import {
  announcementIssuePlacement,
  AnnouncementFormSchema,
  draftOf,
  emptyAnnouncement,
  type AnnouncementPayload,
} from "./announcement-draft";
import { announcementsApi } from "./announcements-api";

/** Writes a new announcement, or changes `editing`; `onDone` leaves the change. */
export function AnnouncementForm({
  editing,
  onDone,
}: {
  editing: Announcement | null;
  onDone: () => void;
}) {
  const { t } = useAdminI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [today] = useState(() => todayIso());
  const form = useSchemaForm({
    schema: AnnouncementFormSchema,
    initial: () => (editing ? draftOf(editing) : emptyAnnouncement(today)),
    toInput: (draft): AnnouncementPayload => draft,
    ...announcementIssuePlacement,
  });
  const { values: draft, errors } = form;

  const saved = () => {
    form.reset(emptyAnnouncement(today));
    onDone();
  };
  const create = useSaveMutation({
    mutationFn: announcementsApi.create,
    refresh: queryKeys.announcements,
    success: t("announcements.added"),
    failure: { inline: t("announcements.saveFailed"), toast: t("announcements.saveFailed") },
    onSaved: saved,
  });
  const update = useSaveMutation({
    mutationFn: announcementsApi.update,
    refresh: queryKeys.announcements,
    success: t("announcements.updated"),
    failure: { inline: t("announcements.saveFailed"), toast: t("announcements.saveFailed") },
    onSaved: saved,
  });
  const saving = editing ? update : create;

  function submit(event: FormEvent) {
    event.preventDefault();
    saving.clearError();
    const payload = form.validate(formRef.current);
    if (!payload) return;
    if (editing) update.save({ id: editing.id, input: payload });
    else create.save(payload);
  }

  const set = (change: Partial<typeof draft>) => form.update(change);
  const headingId = editing ? "announcement-edit-heading" : "announcement-create-heading";
  return (
    <Card aria-labelledby={headingId}>
      <h4 id={headingId} className="text-base font-semibold">
        {editing ? t("announcements.editHeading") : t("announcements.addHeading")}
      </h4>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextAreaField
          label={t("announcements.textDe")}
          lang="de"
          rows={2}
          maxLength={ANNOUNCEMENT_TEXT_MAX}
          placeholder={t("announcements.placeholderDe")}
          hint={t("announcements.textHint", { max: ANNOUNCEMENT_TEXT_MAX })}
          value={draft.text_de}
          error={errors.text_de}
          onChange={(e) => set({ text_de: e.target.value })}
        />
        <TextAreaField
          label={t("announcements.textEn")}
          lang="en"
          rows={2}
          maxLength={ANNOUNCEMENT_TEXT_MAX}
          placeholder={t("announcements.placeholderEn")}
          value={draft.text_en}
          error={errors.text_en}
          onChange={(e) => set({ text_en: e.target.value })}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t("announcements.from")}
            required
            value={draft.from}
            error={errors.from}
            onChange={(e) => set({ from: e.target.value })}
          />
          <TextField
            type="date"
            label={t("announcements.until")}
            required
            min={draft.from || today}
            value={draft.until}
            error={errors.until}
            onChange={(e) => set({ until: e.target.value })}
          />
        </div>
        <SubmitError message={saving.submitError} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant="primary"
            disabled={saving.isPending}
            className="max-sm:w-full"
          >
            {editing ? t("announcements.save") : t("announcements.add")}
          </Button>
          {editing && (
            <Button onClick={onDone} className="max-sm:w-full">
              {t("common.cancel")}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
