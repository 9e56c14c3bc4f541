import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { OpeningHoursInputSchema, type OpeningHours } from "@shared/contract/opening-hours.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";
import { CheckboxField, FieldError } from "../ui/fields";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { addInterval, changeInterval, draftOf, removeInterval, toPayload } from "./day-draft";
import { validateDay } from "./hours-validation";
import { IntervalList } from "./interval-list";
import { openingHoursApi } from "./opening-hours-api";

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
  const { t, checkText } = useAdminI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(record));
  const [error, setError] = useState<string | null>(null);

  // A saved or cleared record (here or in another tab) replaces the draft; a refetch that
  // changed nothing keeps the same object and leaves unsaved edits alone.
  const [basis, setBasis] = useState(record);
  if (record !== basis) {
    setBasis(record);
    setDraft(draftOf(record));
    setError(null);
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
    const payload = toPayload(weekday, draft);
    const message = validateDay({ isClosed: payload.isClosed, intervals: payload.intervals ?? [] });
    const parsed = OpeningHoursInputSchema.safeParse(payload);
    const problem = message ?? (parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    // Rendered at once, so focus lands on a time that is already marked invalid.
    flushSync(() => setError(problem && checkText(problem)));
    if (problem) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(payload);
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
