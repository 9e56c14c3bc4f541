import { useQuery } from "@tanstack/react-query";
import { AnnouncementsSection } from "../announcements/announcements-section";
import { SpecialDaysSection } from "../special-days/special-days-section";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { QueryGate } from "../ui/query-state";
import { openingHoursApi } from "./opening-hours-api";
import { WeekdayEditor } from "./weekday-editor";
import { WEEK } from "./weekdays";

export function OpeningHoursTab() {
  const { t } = useAdminI18n();
  const hours = useQuery({
    queryKey: queryKeys.openingHours,
    queryFn: ({ signal }) => openingHoursApi.list(signal),
  });

  return (
    <div className="flex flex-col gap-8">
      <QueryGate query={hours} what={t("hours.what")} failed={t("hours.loadFailed")}>
        {(days) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-stone-700">{t("hours.overnightHint")}</p>
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
              {WEEK.map(({ weekday, name }) => (
                <WeekdayEditor
                  key={weekday}
                  weekday={weekday}
                  name={t(name)}
                  record={days.find((day) => day.weekday === weekday)}
                />
              ))}
            </div>
          </div>
        )}
      </QueryGate>
      {/* Loaded on its own: the special days stay usable when the weekly hours fail to load, and the other way round. */}
      <SpecialDaysSection />
      <AnnouncementsSection />
    </div>
  );
}
