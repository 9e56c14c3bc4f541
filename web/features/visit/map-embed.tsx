import { useEffect, useRef, useState } from "react";
import { restaurant } from "@shared/restaurant.ts";
import { useI18n } from "~/shared/i18n/i18n";
import { LangLink } from "~/shared/i18n/lang-link";
import { ExternalLink } from "~/shared/ui/external-link";
import { PinIcon } from "~/shared/ui/icons";

const { latitude: lat, longitude: lon } = restaurant.geo;
const bbox = [lon - 0.008, lat - 0.004, lon + 0.008, lat + 0.004].map((n) => n.toFixed(5)).join(",");
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
export const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/**
 * Two clicks for privacy: nothing is requested from OpenStreetMap until the visitor asks for
 * the map, and the button says beforehand who will receive the request.
 */
export function MapEmbed() {
  const { t } = useI18n();
  const [show, setShow] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone: hand focus to the map that replaced it.
  useEffect(() => {
    if (show) frameRef.current?.focus();
  }, [show]);

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="relative min-h-72 flex-1 overflow-hidden rounded-3xl border border-saffron-100 bg-cream-100 shadow-sm">
        {show ? (
          <iframe ref={frameRef} src={MAP_EMBED_URL} title={t("visit.mapTitle")} className="absolute inset-0 size-full border-0" loading="lazy" />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,var(--color-saffron-100)_0,transparent_70%)] p-6 text-center">
            <PinIcon width={40} height={40} className="text-spice-700" />
            <p className="max-w-sm text-sm text-ink-900/80">
              {t("visit.mapNotice")}{" "}
              <LangLink to="/datenschutz" className="font-semibold text-spice-700 underline underline-offset-2 hover:text-spice-800">
                {t("visit.mapPrivacy")}
              </LangLink>
              .
            </p>
            <button
              type="button"
              onClick={() => setShow(true)}
              className="rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-cream-50 hover:bg-spice-800"
            >
              {t("visit.loadMap")}
            </button>
          </div>
        )}
      </div>
      <ExternalLink href={MAP_LINK_URL} className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-spice-700 underline-offset-4 hover:underline">
        {t("visit.openInMaps")}
      </ExternalLink>
    </div>
  );
}
