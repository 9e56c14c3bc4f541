import { useQuery } from "@tanstack/react-query";
import { SpecialDaysSection } from "../special-days/special-days-section";
import { queryKeys } from "../query-keys";
import { QueryGate } from "../ui/query-state";
import { openingHoursApi } from "./opening-hours-api";
import { WeekdayEditor } from "./weekday-editor";
import { WEEK } from "./weekdays";

export function OpeningHoursTab() {
  const hours = useQuery({ queryKey: queryKeys.openingHours, queryFn: ({ signal }) => openingHoursApi.list(signal) });

  return (
    <div className="flex flex-col gap-8">
      <QueryGate query={hours} what="opening hours" failed="Failed to load opening hours">
        {(days) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-stone-700">A closing time up to 06:00 that is earlier than the opening time counts as the next day, e.g. 17:00–01:00.</p>
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
              {WEEK.map(({ weekday, name }) => (
                <WeekdayEditor key={weekday} weekday={weekday} name={name} record={days.find((day) => day.weekday === weekday)} />
              ))}
            </div>
          </div>
        )}
      </QueryGate>
      {/* Loaded on its own: the special days stay usable when the weekly hours fail to load, and the other way round. */}
      <SpecialDaysSection />
    </div>
  );
}
