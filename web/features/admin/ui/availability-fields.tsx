import { useAdminI18n } from "../i18n/admin-i18n";
import { TextField } from "./fields";

export interface AvailabilityValues {
  availableFrom: string;
  availableUntil: string;
}

/** First and last day an item is shown on the website (both included); empty means no limit. */
export function AvailabilityFields({
  values,
  errors = {},
  hint,
  onChange,
}: {
  values: AvailabilityValues;
  errors?: Partial<Record<keyof AvailabilityValues, string>>;
  /** What happens outside the dates, for this kind of item. */
  hint: string;
  onChange: (key: keyof AvailabilityValues, value: string) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label={t("availability.from")}
        type="date"
        value={values.availableFrom}
        error={errors.availableFrom}
        onChange={(e) => onChange("availableFrom", e.target.value)}
      />
      <TextField
        label={t("availability.until")}
        type="date"
        value={values.availableUntil}
        error={errors.availableUntil}
        hint={hint}
        onChange={(e) => onChange("availableUntil", e.target.value)}
      />
    </div>
  );
}
