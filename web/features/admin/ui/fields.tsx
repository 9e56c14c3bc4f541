import { useId, type ComponentProps, type ReactNode } from "react";

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink-900 aria-[invalid=true]:border-red-600 disabled:bg-stone-100";

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** Label, control, hint and error, wired together for screen readers. */
function Field({
  label,
  hint,
  error,
  children,
}: FieldFrame & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...props
}: FieldFrame & ComponentProps<"input">) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} ${className ?? ""}`}
          {...props}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...props
}: FieldFrame & ComponentProps<"textarea">) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          rows={3}
          className={`${inputClass} ${className ?? ""}`}
          {...props}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...props
}: FieldFrame & ComponentProps<"select">) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} ${className ?? ""}`}
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  ...props
}: { label: ReactNode } & Omit<ComponentProps<"input">, "type">) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
      <input type="checkbox" className="size-5 accent-saffron-700" {...props} />
      {label}
    </label>
  );
}

/** A form's failed save, announced at once. */
export function SubmitError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert">
      <FieldError>{message}</FieldError>
    </div>
  );
}
