import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { OpeningHoursInputSchema, type OpeningHours } from "@shared/contract/opening-hours.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";
import { CheckboxField, FieldError } from "../ui/fields";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { addInterval, changeInterval, draftOf, removeInterval, toPayload } from "./day-draft";
import { useSchemaForm } from "../ui/use-schema-form";
import { DayTimesRule } from "./hours-validation";
import { IntervalList } from "./interval-list";
import { openingHoursApi } from "./opening-hours-api";

/** A weekday's schema: OpeningHoursInputSchema, the server's own, and the editors' rule on times. */
const WeekdayFormSchema = z.intersection(DayTimesRule, OpeningHoursInputSchema);

const badgeClass = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** One weekday: open with intervals or closed; Save stores the day, Clear deletes its record. */
export function WeekdayEditor({
  weekday,
  name,
  record,
}: {
  weekday: number;
  name: string;
  record: OpeningHours | undefined;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm({
    schema: WeekdayFormSchema,
    initial: () => draftOf(record),
    toInput: (draft) => toPayload(weekday, draft),
    // One message for the day, under its times.
    rootField: "intervals",
    fieldOf: () => "intervals",
  });
  const { values: draft, update: setDraft } = form;
  const error = form.errors.intervals ?? null;

  // A saved or cleared record (here or in another tab) replaces the draft; a refetch that
  // changed nothing keeps the same object and leaves unsaved edits alone.
  const [basis, setBasis] = useState(record);
  if (record !== basis) {
    setBasis(record);
    form.reset(draftOf(record));
  }

  const replaceInList = (day: OpeningHours | null) =>
    queryClient.setQueryData<OpeningHours[]>(queryKeys.openingHours, (list = []) => [
      ...list.filter((d) => d.weekday !== weekday),
      ...(day ? [day] : []),
    ]);

  const save = useMutation({
    mutationFn: openingHoursApi.save,
    onSuccess: (saved) => {
      replaceInList(saved);
      notify.success(t("hours.saved"));
    },
    onError: (err) => notify.failure(t("hours.saveFailed"), err),
  });

  const clear = useMutation({
    mutationFn: openingHoursApi.clear,
    onSuccess: () => {
      replaceInList(null);
      notify.success(t("hours.cleared"));
    },
    onError: (err) => notify.failure(t("hours.clearFailed"), err),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.validate(formRef.current)) save.mutate(toPayload(weekday, draft));
  }

  async function askClear() {
    if (
      await confirm({
        question: t("hours.clearQuestion"),
        detail: t("hours.clearDetail", { day: name }),
        confirmLabel: t("hours.clearConfirm"),
      })
    )
      clear.mutate(weekday);
  }

  const status = !record
    ? t("hours.notSaved")
    : record.isClosed
      ? t("hours.closed")
      : t("hours.open");

  return (
    <section aria-labelledby={`${id}-day`} className={cardClass}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-day`} className="text-base font-semibold">
          {name}
        </h3>
        <span
          className={`${badgeClass} ${!record ? "bg-amber-100 text-amber-900" : record.isClosed ? "bg-stone-200 text-stone-800" : "bg-green-100 text-green-800"}`}
        >
          {status}
        </span>
      </div>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t("hours.form", { day: name })}
        className="mt-3 flex flex-col gap-3"
      >
        <CheckboxField
          label={t("hours.closed")}
          checked={draft.isClosed}
          onChange={(e) => setDraft({ ...draft, isClosed: e.target.checked })}
        />
        {!draft.isClosed && (
          <>
            <IntervalList
              intervals={draft.intervals}
              showErrors={error !== null}
              onAdd={() => setDraft(addInterval(draft))}
              onChange={(key, change) => setDraft(changeInterval(draft, key, change))}
              onRemove={(key) => setDraft(removeInterval(draft, key))}
            />
          </>
        )}
        {error && (
          <div role="alert">
            <FieldError>{error}</FieldError>
          </div>
        )}
        <div className="grid grid-cols-2 gap-2 border-t border-stone-200 pt-3 sm:flex">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? t("common.saving") : t("common.save")}
          </Button>
          <Button variant="danger" onClick={askClear} disabled={clear.isPending}>
            {t("hours.clear")}
          </Button>
        </div>
      </form>
    </section>
  );
}
