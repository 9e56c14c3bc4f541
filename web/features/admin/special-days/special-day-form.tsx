import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { NOTE_MAX } from "@shared/contract/special-day.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { addInterval, changeInterval, removeInterval } from "../opening-hours/day-draft";
import { IntervalList } from "../opening-hours/interval-list";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { CheckboxField, FieldError, SubmitError, TextField } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import type { HolidayPreset } from "./holidays-list";
import { useSchemaForm } from "../ui/use-schema-form";
import {
  emptySpecialDay,
  specialDayFormSchema,
  specialDayIssuePlacement,
  toSpecialDayInput,
} from "./special-day-draft";
import { specialDaysApi } from "./special-days-api";

/**
 * Adds a special day: one date or a range, closed or with its own hours, and a note in each
 * language. A holiday chosen for other hours (`preset`) fills in its date and name.
 */
export function SpecialDayForm({
  preset,
  onSaved,
}: {
  preset: HolidayPreset | null;
  onSaved: (day: SpecialDay) => void;
}) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  // Fixed while the form is open; the date pickers only suggest it.
  const [today] = useState(() => todayIso());
  const form = useSchemaForm({
    // Today as of the last keystroke: a form left open past midnight refuses yesterday.
    schema: specialDayFormSchema(todayIso()),
    initial: emptySpecialDay,
    toInput: toSpecialDayInput,
    ...specialDayIssuePlacement,
  });
  const { values: draft, errors, update: setDraft } = form;
  // A holiday handed over for other hours: its date and name, the new-day hours to change.
  const focusHours = useRef(false);
  useEffect(() => {
    if (!preset) return;
    form.reset({ ...emptySpecialDay(), ...preset });
    focusHours.current = true;
    // Only a new preset fills the form in.
  }, [preset]);
  // Once the new draft's hours are rendered (new intervals, new inputs): their first time.
  useEffect(() => {
    if (!focusHours.current) return;
    focusHours.current = false;
    formRef.current?.querySelector<HTMLInputElement>("fieldset input")?.focus();
  }, [draft]);

  const create = useSaveMutation({
    mutationFn: specialDaysApi.create,
    refresh: queryKeys.specialDays,
    success: t("specialDays.added"),
    failure: { inline: t("specialDays.addFailed"), toast: t("specialDays.addFailed") },
    onSaved: (added) => {
      form.reset();
      onSaved(added);
      fromRef.current?.focus();
      queryClient.setQueryData<SpecialDay[]>(queryKeys.specialDays, (list) =>
        list ? [...list, added] : list,
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    create.clearError();
    const payload = form.validate(formRef.current);
    if (payload) create.save(payload);
  }

  const set = (change: Partial<typeof draft>) => setDraft(change);

  return (
    <Card aria-labelledby="special-day-create-heading">
      <h4 id="special-day-create-heading" className="text-base font-semibold">
        {t("specialDays.addHeading")}
      </h4>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            ref={fromRef}
            type="date"
            label={t("specialDays.from")}
            min={today}
            required
            value={draft.from}
            error={errors.from}
            onChange={(e) => set({ from: e.target.value })}
          />
          <TextField
            type="date"
            label={t("specialDays.to")}
            min={draft.from || today}
            value={draft.to}
            error={errors.to}
            hint={t("specialDays.toHint")}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        <CheckboxField
          label={t("common.closed")}
          checked={draft.isClosed}
          onChange={(e) => set({ isClosed: e.target.checked })}
        />
        {!draft.isClosed && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-stone-800">
              {t("specialDays.hoursLegend")}
            </legend>
            <IntervalList
              intervals={draft.intervals}
              showErrors={errors.intervals !== undefined}
              onAdd={() => setDraft((current) => addInterval(current))}
              onChange={(key, change) =>
                setDraft((current) => changeInterval(current, key, change))
              }
              onRemove={(key) => setDraft((current) => removeInterval(current, key))}
            />
            {errors.intervals && (
              <div role="alert">
                <FieldError>{errors.intervals}</FieldError>
              </div>
            )}
          </fieldset>
        )}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label={t("specialDays.noteEn")}
            maxLength={NOTE_MAX}
            placeholder={t("specialDays.notePlaceholderEn")}
            value={draft.note_en}
            error={errors.note_en}
            onChange={(e) => set({ note_en: e.target.value })}
            autoComplete="off"
          />
          <TextField
            label={t("specialDays.noteDe")}
            lang="de"
            maxLength={NOTE_MAX}
            placeholder={t("specialDays.notePlaceholderDe")}
            value={draft.note_de}
            error={errors.note_de}
            onChange={(e) => set({ note_de: e.target.value })}
            autoComplete="off"
          />
        </div>
        <CheckboxField
          label={t("specialDays.announce")}
          checked={draft.announce}
          onChange={(e) => set({ announce: e.target.checked })}
        />
        <SubmitError message={create.submitError} />
        <Button
          type="submit"
          variant="primary"
          disabled={create.isPending}
          className="self-start max-sm:w-full"
        >
          {create.isPending ? t("common.adding") : t("specialDays.add")}
        </Button>
      </form>
    </Card>
  );
}
