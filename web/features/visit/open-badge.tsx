import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { PageSpecialDay } from "@shared/special-day-page.ts";
import { isOpenAt, weeklySchedule, withSpecialDays } from "@shared/opening-hours/index.ts";
import { useI18n } from "~/lib/i18n/i18n";

/**
 * Open now / Closed, judged in Europe/Berlin whatever the visitor's own time zone. Special days
 * (holidays, vacations) answer for their dates before the weekly hours.
 */
export function OpenBadge({
  hours,
  specialDays,
  now,
}: {
  hours: readonly OpeningHours[];
  specialDays: readonly PageSpecialDay[];
  now: number;
}) {
  const { t } = useI18n();
  const open = isOpenAt(withSpecialDays(weeklySchedule(hours), specialDays), new Date(now));
  return (
    <p
      role="status"
      data-testid="open-badge"
      data-open={open}
      className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ${open ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-spice-800"}`}
    >
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${open ? "bg-emerald-600 motion-auto:animate-pulse" : "bg-spice-700"}`}
      />
      {open ? t("visit.openNow") : t("visit.closed")}
    </p>
  );
}
