import { useState } from "react";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { HolidaysList, type HolidayPreset } from "./holidays-list";
import { OtherListingsChecklist } from "./other-listings-checklist";
import { SpecialDayForm } from "./special-day-form";
import { SpecialDaysList } from "./special-days-list";

/** The Opening Hours tab's second part: dates whose hours differ from the weekly ones, and NRW's holidays to add as such. */
export function SpecialDaysSection() {
  const { t } = useAdminI18n();
  // The day just saved, until staff have told the other listings.
  const [saved, setSaved] = useState<SpecialDay | null>(null);
  const [preset, setPreset] = useState<HolidayPreset | null>(null);
  return (
    <section
      aria-labelledby="special-days-heading"
      className="flex flex-col gap-4 border-t border-stone-300 pt-6"
    >
      <div>
        <h3 id="special-days-heading" className="text-lg font-semibold">
          {t("specialDays.heading")}
        </h3>
        <p className="text-sm text-stone-700">{t("specialDays.intro")}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <SpecialDayForm preset={preset} onSaved={setSaved} />
          {saved && <OtherListingsChecklist day={saved} onDone={() => setSaved(null)} />}
        </div>
        <div className="flex flex-col gap-6">
          <SpecialDaysList />
          <HolidaysList onSaved={setSaved} onOtherHours={setPreset} />
        </div>
      </div>
    </section>
  );
}
