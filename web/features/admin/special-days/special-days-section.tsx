import { SpecialDayForm } from "./special-day-form";
import { SpecialDaysList } from "./special-days-list";

/** The Opening Hours tab's second part: dates whose hours differ from the weekly ones. */
export function SpecialDaysSection() {
  return (
    <section aria-labelledby="special-days-heading" className="flex flex-col gap-4 border-t border-stone-300 pt-6">
      <div>
        <h3 id="special-days-heading" className="text-lg font-semibold">
          Special days
        </h3>
        <p className="text-sm text-stone-700">
          Holidays, vacations or events: on these dates their hours (or Closed) replace the weekly hours, on the website too.
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SpecialDayForm />
        <SpecialDaysList />
      </div>
    </section>
  );
}
