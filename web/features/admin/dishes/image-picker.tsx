import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../ui/button";
import { FieldError } from "../ui/fields";
import { useAdminI18n } from "../i18n/admin-i18n";

/** What the server re-encodes for dishes (checked again there by content). */
const DISH_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** An optional dish photo with a preview of the chosen file (or the current photo when editing). */
export function ImagePicker({
  file,
  onChange,
  currentUrl,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  currentUrl?: string | null;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shownUrl = previewUrl ?? currentUrl ?? null;

  // A reset form clears the file input too, not only the preview.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t("image.label")}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {shownUrl ? (
          <img
            src={shownUrl}
            alt={previewUrl ? t("image.preview") : t("image.current")}
            className="size-24 shrink-0 rounded-lg border border-stone-200 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-300 text-xs text-stone-500"
          >
            {t("image.none")}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={DISH_IMAGE_TYPES}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              if (chosen && !chosen.type.startsWith("image/")) {
                setError(t("image.notAnImage"));
                e.target.value = "";
                onChange(null);
                return;
              }
              setError(null);
              onChange(chosen);
            }}
            className="block w-full min-w-0 text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:bg-stone-100"
          />
          {file && (
            <Button onClick={() => onChange(null)} className="self-start">
              {t("image.remove")}
            </Button>
          )}
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        </div>
      </div>
    </div>
  );
}
