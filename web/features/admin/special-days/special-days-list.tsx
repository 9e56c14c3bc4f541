import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { EmptyState, QueryGate } from "../ui/query-state";
import { dayCount, formatDateRange, formatHours, upcomingSpecialDays } from "./special-day-draft";
import { specialDaysApi } from "./special-days-api";

/** Today's and later special days; past ones stay stored but are of no more use here. */
export function SpecialDaysList() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const days = useQuery({ queryKey: queryKeys.specialDays, queryFn: ({ signal }) => specialDaysApi.list(signal) });
  const [today] = useState(() => todayIso());

  return (
    <section aria-labelledby="special-days-list-heading" className="flex flex-col gap-3">
      <h4 id="special-days-list-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold">
        Upcoming special days
      </h4>
      <QueryGate query={days} what="special days" failed="Failed to load special days">
        {(list) => {
          const upcoming = upcomingSpecialDays(list, today);
          return upcoming.length === 0 ? (
            <EmptyState>No upcoming special days. The weekly hours apply every day.</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {upcoming.map((day) => (
                <SpecialDayRow key={day._id} day={day} onDeleted={() => headingRef.current?.focus()} />
              ))}
            </ul>
          );
        }}
      </QueryGate>
    </section>
  );
}

function SpecialDayRow({ day, onDeleted }: { day: SpecialDay; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const dates = formatDateRange(day.from, day.to);
  const days = dayCount(day.from, day.to);
  const hours = formatHours(day);

  const remove = useMutation({
    mutationFn: specialDaysApi.remove,
    onSuccess: async () => {
      notify.success("Special day deleted");
      onDeleted();
      queryClient.setQueryData<SpecialDay[]>(queryKeys.specialDays, (list) => list?.filter((d) => d._id !== day._id));
      await queryClient.invalidateQueries({ queryKey: queryKeys.specialDays });
    },
    onError: (error) => notify.failure("Delete failed", error),
  });

  async function askDelete() {
    const yes = await confirm({
      question: "Delete this special day?",
      detail: `${dates} (${hours === "Closed" ? "closed" : hours}) will be removed; the weekly hours apply again.`,
      confirmLabel: "Delete",
    });
    if (yes) remove.mutate(day._id);
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row sm:items-start sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {dates}
          {days > 1 && <span className="ml-2 text-sm font-normal text-stone-600">({days} days)</span>}
        </p>
        <p className="mt-1">
          {day.isClosed ? (
            <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">Closed</span>
          ) : (
            <span className="text-sm text-stone-800">
              <span className="sr-only">Open </span>
              {hours}
            </span>
          )}
        </p>
        {(day.noteI18n.en || day.noteI18n.de) && (
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm text-stone-700">
            {day.noteI18n.en && (
              <>
                <dt className="font-medium">
                  <span aria-hidden="true">EN</span>
                  <span className="sr-only">English note</span>
                </dt>
                <dd className="break-words">{day.noteI18n.en}</dd>
              </>
            )}
            {day.noteI18n.de && (
              <>
                <dt className="font-medium">
                  <span aria-hidden="true">DE</span>
                  <span className="sr-only">German note</span>
                </dt>
                <dd lang="de" className="break-words">
                  {day.noteI18n.de}
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
      <Button variant="danger" onClick={askDelete} disabled={remove.isPending} className="max-sm:w-full">
        Delete<span className="sr-only"> special day {dates}</span>
      </Button>
    </li>
  );
}
