import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { addDays } from "@shared/announcements/special-day-announcements.ts";
import type { Holiday } from "@shared/contract/holiday.ts";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formatDate } from "../i18n/dates";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { notify } from "../ui/notify";
import { holidaysApi } from "./holidays-api";
import { specialDaysApi } from "./special-days-api";

/** What the add form starts from when a holiday is to get other hours. */
export interface HolidayPreset {
  from: string;
  note_en: string;
  note_de: string;
}

const YEAR_DAYS = 365;

/**
 * NRW's public holidays of the next 12 months, each entered as a closed special day with one
 * tap, or handed to the add form for other hours. A holiday a special day already covers says so.
 */
export function HolidaysList({
  onSaved,
  onOtherHours,
}: {
  onSaved: (day: SpecialDay) => void;
  onOtherHours: (preset: HolidayPreset) => void;
}) {
  const { t } = useAdminI18n();
  const [today] = useState(() => todayIso());
  const until = addDays(today, YEAR_DAYS);
  const years = [...new Set([Number(today.slice(0, 4)), Number(until.slice(0, 4))])];
  const lists = useQueries({
    queries: years.map((year) => ({
      queryKey: queryKeys.holidays(year),
      queryFn: ({ signal }: { signal: AbortSignal }) => holidaysApi.list(year, signal),
      staleTime: Infinity,
    })),
  });
  const specialDays = useQuery({
    queryKey: queryKeys.specialDays,
    queryFn: ({ signal }) => specialDaysApi.list(signal),
  });

  const failed = lists.some((l) => l.isError);
  const holidays = lists
    .flatMap((l) => l.data ?? [])
    .filter((h) => today <= h.date && h.date <= until);
  return (
    <section aria-labelledby="holidays-heading" className="flex flex-col gap-3">
      <div>
        <h4 id="holidays-heading" className="text-base font-semibold">
          {t("specialDays.holidays.heading")}
        </h4>
        <p className="text-sm text-stone-700">{t("specialDays.holidays.intro")}</p>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {t("specialDays.holidays.loadFailed")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-busy={lists.some((l) => l.isPending)}>
          {holidays.map((holiday) => (
            <HolidayRow
              key={holiday.date}
              holiday={holiday}
              entered={(specialDays.data ?? []).some(
                (d) => d.from <= holiday.date && holiday.date <= d.to,
              )}
              onSaved={onSaved}
              onOtherHours={onOtherHours}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function HolidayRow({
  holiday,
  entered,
  onSaved,
  onOtherHours,
}: {
  holiday: Holiday;
  entered: boolean;
  onSaved: (day: SpecialDay) => void;
  onOtherHours: (preset: HolidayPreset) => void;
}) {
  const { lang, t, name } = useAdminI18n();
  const queryClient = useQueryClient();
  const date = formatDate(holiday.date, lang);
  const holidayName = name(holiday.nameI18n);
  const close = useMutation({
    mutationFn: () =>
      specialDaysApi.create({
        from: holiday.date,
        to: holiday.date,
        isClosed: true,
        intervals: [],
        note: { de: holiday.nameI18n.de, en: holiday.nameI18n.en },
        announce: true,
      }),
    onSuccess: async (day) => {
      notify.success(t("specialDays.added"));
      onSaved(day);
      await queryClient.invalidateQueries({ queryKey: queryKeys.specialDays });
    },
    onError: (error) => notify.failure(t("specialDays.addFailed"), error),
  });
  return (
    <li
      data-testid="holiday"
      className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{holidayName}</span>{" "}
        <span className="text-sm text-stone-700">{date}</span>
      </p>
      {entered ? (
        <span className="self-start rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 sm:self-center">
          {t("specialDays.holidays.entered")}
        </span>
      ) : (
        <div className="flex gap-2 max-sm:flex-col">
          <Button
            onClick={() => close.mutate()}
            disabled={close.isPending}
            className="max-sm:w-full"
          >
            {t("specialDays.holidays.closed")}
            <span className="sr-only">
              : {holidayName}, {date}
            </span>
          </Button>
          <Button
            onClick={() =>
              onOtherHours({
                from: holiday.date,
                note_en: holiday.nameI18n.en,
                note_de: holiday.nameI18n.de,
              })
            }
            className="max-sm:w-full"
          >
            {t("specialDays.holidays.otherHours")}
            <span className="sr-only">
              : {holidayName}, {date}
            </span>
          </Button>
        </div>
      )}
    </li>
  );
}
