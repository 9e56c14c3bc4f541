import type { Ref } from "react";
import type { Interval } from "@shared/contract/opening-hours.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { classifyInterval } from "./hours-validation";

// A phone opens its own time picker on tap; without the desktop picker icon and with less
// padding, a 12-hour "11:30 AM" still fits two to a row at 375 px.
const TIME_INPUT = "max-sm:px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden";

export function IntervalRow({
  number,
  interval,
  showErrors,
  onChange,
  onRemove,
  openRef,
}: {
  number: number;
  interval: Interval;
  /** After a failed save, invalid times are marked. */
  showErrors: boolean;
  onChange: (change: Partial<Interval>) => void;
  onRemove: () => void;
  openRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useAdminI18n();
  const kind = classifyInterval(interval);
  const invalid = showErrors && kind === "invalid";
  return (
    <li>
      <fieldset className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
        <legend className="sr-only">{t("hours.interval", { number })}</legend>
        <TextField
          ref={openRef}
          type="time"
          label={t("hours.opens")}
          className={TIME_INPUT}
          required
          value={interval.open}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange({ open: e.target.value })}
        />
        <TextField
          type="time"
          label={t("hours.closes")}
          className={TIME_INPUT}
          required
          value={interval.close}
          aria-invalid={invalid || undefined}
          hint={kind === "overnight" ? t("hours.nextDay") : undefined}
          onChange={(e) => onChange({ close: e.target.value })}
        />
        <Button
          aria-label={t("hours.removeInterval", { number })}
          title={t("hours.removeIntervalTitle")}
          onClick={onRemove}
          className="mt-6 w-11 px-0!"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </Button>
      </fieldset>
    </li>
  );
}
