import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import { isOpenAt, weeklySchedule } from "@shared/opening-hours/index.ts";
import { useI18n } from "~/shared/i18n/i18n";

/** Open now / Closed, judged in Europe/Berlin whatever the visitor's own time zone. */
export function OpenBadge({ hours, now }: { hours: readonly OpeningHours[]; now: number }) {
  const { t } = useI18n();
  const open = isOpenAt(weeklySchedule(hours), new Date(now));
  return (
    <p
      role="status"
      data-testid="open-badge"
      data-open={open}
      className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ${open ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-spice-800"}`}
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${open ? "bg-emerald-600 motion-safe:animate-pulse" : "bg-spice-700"}`} />
      {open ? t("visit.openNow") : t("visit.closed")}
    </p>
  );
}
