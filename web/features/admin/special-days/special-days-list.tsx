import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formatDateRange } from "../i18n/dates";
import { useDelete } from "../history/use-delete";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { EmptyState, QueryGate } from "../ui/query-state";
import { dayCount, formatHours, upcomingSpecialDays } from "./special-day-draft";
import { specialDaysApi } from "./special-days-api";

/** Today's and later special days; past ones stay stored but are of no more use here. */
export function SpecialDaysList() {
  const { t } = useAdminI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const days = useQuery({
    queryKey: queryKeys.specialDays,
    queryFn: ({ signal }) => specialDaysApi.list(signal),
  });
  const [today] = useState(() => todayIso());

  return (
    <section aria-labelledby="special-days-list-heading" className="flex flex-col gap-3">
      <h4
        id="special-days-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold"
      >
        {t("specialDays.listHeading")}
      </h4>
      <QueryGate query={days} what={t("specialDays.what")} failed={t("specialDays.loadFailed")}>
        {(list) => {
          const upcoming = upcomingSpecialDays(list, today);
          return upcoming.length === 0 ? (
            <EmptyState>{t("specialDays.empty")}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {upcoming.map((day) => (
                <SpecialDayRow
                  key={day.id}
                  day={day}
                  onDeleted={() => headingRef.current?.focus()}
                />
              ))}
            </ul>
          );
        }}
      </QueryGate>
    </section>
  );
}

function SpecialDayRow({ day, onDeleted }: { day: SpecialDay; onDeleted: () => void }) {
  const { lang, t } = useAdminI18n();
  const confirm = useConfirm();
  const dates = formatDateRange(day.from, day.to, lang);
  const days = dayCount(day.from, day.to);
  const closed = day.isClosed || day.intervals.length === 0;
  const hours = formatHours(day, t("common.closed"));

  const remove = useDelete({
    mutationFn: specialDaysApi.remove,
    entity: "special-day",
    deleted: t("specialDays.deleted"),
    failed: t("specialDays.deleteFailed"),
    refresh: [queryKeys.specialDays],
    dropFrom: queryKeys.specialDays,
    onDeleted,
  });

  async function askDelete() {
    const yes = await confirm({
      question: t("specialDays.deleteQuestion"),
      detail: t("specialDays.deleteDetail", {
        dates,
        hours: closed ? t("specialDays.closedLower") : hours,
      }),
      confirmLabel: t("common.delete"),
    });
    if (yes) remove.remove(day.id);
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row sm:items-start sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {dates}
          {days > 1 && (
            <span className="ml-2 text-sm font-normal text-stone-600">
              {t("specialDays.days", { count: days })}
            </span>
          )}
        </p>
        <p className="mt-1">
          {day.isClosed ? (
            <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
              {t("common.closed")}
            </span>
          ) : (
            <span className="text-sm text-stone-800">
              <span className="sr-only">{t("specialDays.openPrefix")}</span>
              {hours}
            </span>
          )}
        </p>
        {!day.announce && (
          <p className="mt-1 text-xs text-stone-600">{t("specialDays.notAnnounced")}</p>
        )}
        {(day.note.en || day.note.de) && (
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm text-stone-700">
            {day.note.en && (
              <>
                <dt className="font-medium">
                  <span aria-hidden="true">EN</span>
                  <span className="sr-only">{t("specialDays.englishNote")}</span>
                </dt>
                <dd className="break-words">{day.note.en}</dd>
              </>
            )}
            {day.note.de && (
              <>
                <dt className="font-medium">
                  <span aria-hidden="true">DE</span>
                  <span className="sr-only">{t("specialDays.germanNote")}</span>
                </dt>
                <dd lang="de" className="break-words">
                  {day.note.de}
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
      <Button
        variant="danger"
        onClick={askDelete}
        disabled={remove.isPending}
        className="max-sm:w-full"
      >
        {t("common.delete")}
        <span className="sr-only"> {t("specialDays.deleteLabel", { dates })}</span>
      </Button>
    </li>
  );
}
