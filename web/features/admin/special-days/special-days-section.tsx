import { useAdminI18n } from "../i18n/admin-i18n";
import { SpecialDayForm } from "./special-day-form";
import { SpecialDaysList } from "./special-days-list";

/** The Opening Hours tab's second part: dates whose hours differ from the weekly ones. */
export function SpecialDaysSection() {
  const { t } = useAdminI18n();
  return (
    <section aria-labelledby="special-days-heading" className="flex flex-col gap-4 border-t border-stone-300 pt-6">
      <div>
        <h3 id="special-days-heading" className="text-lg font-semibold">
          {t("specialDays.heading")}
        </h3>
        <p className="text-sm text-stone-700">{t("specialDays.intro")}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SpecialDayForm />
        <SpecialDaysList />
      </div>
    </section>
  );
}
