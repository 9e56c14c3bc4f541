import { useState } from "react";
import { mapEmbedUrl, parseMapPosition } from "@shared/restaurant-profile.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

/**
 * The map position without knowing what a coordinate is: paste a map link (or "lat, lon") and
 * the fields fill in; the pin is shown on OpenStreetMap's embedded map, as on the public site,
 * only once asked for.
 */
export function MapPosition({
  latitude,
  longitude,
  onPosition,
}: {
  latitude: string;
  longitude: string;
  onPosition: (position: { latitude: number; longitude: number }) => void;
}) {
  const { t } = useAdminI18n();
  const [pasted, setPasted] = useState("");
  const [error, setError] = useState<string>();
  const [showMap, setShowMap] = useState(false);
  const lat = Number(latitude.replace(",", "."));
  const lon = Number(longitude.replace(",", "."));
  const embed =
    latitude.trim() && longitude.trim() && Number.isFinite(lat) && Number.isFinite(lon)
      ? mapEmbedUrl({ street: "", postalCode: "", city: "", latitude: lat, longitude: lon })
      : "";

  function take(text: string) {
    setPasted(text);
    if (!text.trim()) return setError(undefined);
    const position = parseMapPosition(text);
    setError(position ? undefined : t("restaurant.mapPasteInvalid"));
    if (position) onPosition(position);
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t("restaurant.mapPaste")}
        hint={t("restaurant.mapPasteHint")}
        error={error}
        value={pasted}
        onChange={(e) => take(e.target.value)}
      />
      {embed &&
        (showMap ? (
          <iframe
            src={embed}
            title={t("restaurant.mapTitle")}
            className="h-56 w-full rounded-lg border border-stone-300"
            loading="lazy"
          />
        ) : (
          <div className="flex flex-col items-start gap-1">
            <Button onClick={() => setShowMap(true)} className="max-sm:w-full">
              {t("restaurant.mapShow")}
            </Button>
            <p className="text-sm text-stone-600">{t("restaurant.mapHint")}</p>
          </div>
        ))}
    </div>
  );
}
