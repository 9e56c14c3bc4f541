import { useEffect, useRef } from "react";
import type { Interval } from "@shared/contract/opening-hours.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import type { DraftInterval } from "./day-draft";
import { IntervalRow } from "./interval-row";

/**
 * The intervals of one day with Add Interval, for the weekday editors and special days alike.
 * Focus follows the change: into a new interval, or back to Add Interval after a removal.
 */
export function IntervalList({
  intervals,
  showErrors,
  onAdd,
  onChange,
  onRemove,
}: {
  intervals: DraftInterval[];
  showErrors: boolean;
  onAdd: () => void;
  onChange: (key: number, change: Partial<Interval>) => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useAdminI18n();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const lastOpenRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<"new-interval" | "add-button" | null>(null);

  useEffect(() => {
    if (focusAfterRender.current === "new-interval") lastOpenRef.current?.focus();
    if (focusAfterRender.current === "add-button") addButtonRef.current?.focus();
    focusAfterRender.current = null;
  }, [intervals]);

  return (
    <>
      <ol className="flex flex-col gap-3">
        {intervals.map((interval, index) => (
          <IntervalRow
            key={interval.key}
            number={index + 1}
            interval={interval}
            showErrors={showErrors}
            openRef={index === intervals.length - 1 ? lastOpenRef : undefined}
            onChange={(change) => onChange(interval.key, change)}
            onRemove={() => {
              focusAfterRender.current = "add-button";
              onRemove(interval.key);
            }}
          />
        ))}
      </ol>
      <Button
        ref={addButtonRef}
        className="self-start"
        onClick={() => {
          focusAfterRender.current = "new-interval";
          onAdd();
        }}
      >
        {t("hours.addInterval")}
      </Button>
    </>
  );
}
