import { useEffect, useRef } from "react";
import { useViewState } from "~/lib/routing/use-view-state";
import { mapEmbedUrl, mapLinkUrl } from "@shared/restaurant-profile.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { LangLink } from "~/lib/i18n/lang-link";
import { ExternalLink } from "~/ui/external-link";
import { PinIcon } from "~/ui/icons";
import { InstantLink } from "~/ui/instant-link";

/** The visitor asked for the map: `?map=1`, so the server renders it too. */
const MAP_PARAM = "map";
const MAP_ID = "map";

/**
 * Two clicks for privacy: nothing is requested from OpenStreetMap until the visitor asks for
 * the map, and the link says beforehand who will receive the request. The link asks the server
 * for the page with the map (`?map=1`); once React runs, the map appears in place.
 */
export function MapEmbed() {
  const { t } = useI18n();
  const { address } = useProfile();
  const embedUrl = mapEmbedUrl(address);
  const linkUrl = mapLinkUrl(address);
  const [search, showView] = useViewState();
  const show = search.get(MAP_PARAM) === "1";
  const frameRef = useRef<HTMLIFrameElement>(null);
  const asked = useRef(false);
  const withMap = new URLSearchParams(search);
  withMap.set(MAP_PARAM, "1");

  // The link that had focus is gone: hand focus to the map that replaced it.
  useEffect(() => {
    if (show && asked.current) frameRef.current?.focus();
  }, [show]);

  // No position yet: no map to ask for.
  if (!embedUrl && !linkUrl) return null;
  return (
    <div id={MAP_ID} className="flex h-full scroll-mt-20 flex-col gap-3 md:scroll-mt-24">
      <div className="relative min-h-72 flex-1 overflow-hidden rounded-3xl border border-saffron-100 bg-cream-100 shadow-sm">
        {show && embedUrl ? (
          <iframe
            ref={frameRef}
            src={embedUrl}
            title={t("visit.mapTitle")}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,var(--color-saffron-100)_0,transparent_70%)] p-6 text-center">
            <PinIcon width={40} height={40} className="text-spice-700" />
            <p className="max-w-sm text-sm text-ink-900/80">
              {t("visit.mapNotice")}{" "}
              <LangLink
                to="/datenschutz"
                className="font-semibold text-spice-700 underline underline-offset-2 hover:text-spice-800"
              >
                {t("visit.mapPrivacy")}
              </LangLink>
              .
            </p>
            <InstantLink
              href={`?${withMap.toString()}#${MAP_ID}`}
              onNavigate={() => {
                asked.current = true;
                showView(withMap);
              }}
              rel="nofollow"
              className="rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-cream-50 hover:bg-spice-800"
            >
              {t("visit.loadMap")}
            </InstantLink>
          </div>
        )}
      </div>
      {linkUrl && (
        <ExternalLink
          href={linkUrl}
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-spice-700 underline-offset-4 hover:underline"
        >
          {t("visit.openInMaps")}
        </ExternalLink>
      )}
    </div>
  );
}
