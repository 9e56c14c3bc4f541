import { useState, type FormEvent } from "react";
import { availabilityStatus } from "@shared/contract/availability.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { AvailabilityFields, type AvailabilityValues } from "../ui/availability-fields";
import { Button } from "../ui/button";
import { SubmitError } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { menuImagesApi } from "./menu-images-api";

const STATUS_CLASS = {
  current: "bg-green-100 text-green-900",
  scheduled: "bg-sky-100 text-sky-900",
  expired: "bg-stone-200 text-stone-800",
} as const;

/** An upload's dates: whether it is shown today, and a form to change them. */
export function UploadDates({ image }: { image: MenuImage }) {
  const { t, date } = useAdminI18n();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<AvailabilityValues>({
    availableFrom: image.availableFrom ?? "",
    availableUntil: image.availableUntil ?? "",
  });
  const status = availabilityStatus(image, todayIso());
  const save = useSaveMutation({
    mutationFn: menuImagesApi.setDates,
    refresh: queryKeys.menuImages,
    success: t("menuImages.datesSaved"),
    failure: { inline: t("menuImages.datesFailed"), toast: t("menuImages.datesFailed") },
    onSaved: () => setEditing(false),
  });
  const range = [
    image.availableFrom && t("menuImages.rangeFrom", { date: date(image.availableFrom) }),
    image.availableUntil && t("menuImages.rangeUntil", { date: date(image.availableUntil) }),
  ]
    .filter(Boolean)
    .join(" ");

  function submit(event: FormEvent) {
    event.preventDefault();
    save.clearError();
    save.save({ id: image.id, dates: values });
  }

  return (
    <div className="flex flex-col gap-2 text-xs">
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_CLASS[status]}`}
          data-testid="upload-status"
        >
          {t(`menuImages.status.${status}`)}
        </span>
        {range && <span className="text-stone-600">{range}</span>}
      </p>
      {editing ? (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-2"
          aria-label={t("menuImages.datesForm", { title: image.title })}
        >
          <AvailabilityFields
            values={values}
            hint={t("availability.hintUpload")}
            onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
          />
          <SubmitError message={save.submitError} />
          <div className="grid grid-cols-2 gap-2">
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t("menuImages.saveDates")}
            </Button>
            <Button onClick={() => setEditing(false)}>{t("common.cancel")}</Button>
          </div>
        </form>
      ) : (
        <Button onClick={() => setEditing(true)}>
          {t("menuImages.changeDates")}
          <span className="sr-only">{t("menuImages.changeDatesOf", { title: image.title })}</span>
        </Button>
      )}
    </div>
  );
}
