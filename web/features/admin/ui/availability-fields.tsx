import { TextField } from "./fields";

export interface AvailabilityValues {
  availableFrom: string;
  availableUntil: string;
}

/** First and last day an item is shown on the website (both included); empty means no limit. */
export function AvailabilityFields({
  values,
  errors = {},
  what,
  onChange,
}: {
  values: AvailabilityValues;
  errors?: Partial<Record<keyof AvailabilityValues, string>>;
  what: string;
  onChange: (key: keyof AvailabilityValues, value: string) => void;
}) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label="Shown from (optional)"
        type="date"
        value={values.availableFrom}
        error={errors.availableFrom}
        onChange={(e) => onChange("availableFrom", e.target.value)}
      />
      <TextField
        label="Shown until (optional)"
        type="date"
        value={values.availableUntil}
        error={errors.availableUntil}
        hint={`Both days included. Outside these dates the ${what} is hidden on the website.`}
        onChange={(e) => onChange("availableUntil", e.target.value)}
      />
    </div>
  );
}
