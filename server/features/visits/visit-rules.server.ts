import { isbot } from "isbot";
import type { DeviceClass, VisitSource } from "@shared/contract/visits.ts";

/** Crawlers and link-preview fetchers, by isbot's maintained list; an empty user agent is no browser either. */
export const isCrawler = (userAgent: string): boolean => userAgent === "" || isbot(userAgent);

/** A page fetched in case it is wanted (speculation rules, `<link rel="prefetch">`) is not a page seen. */
export function isSpeculative(header: (name: string) => string | null | undefined): boolean {
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-moz") ?? ""}`;
  return /\b(prefetch|prerender)\b/i.test(purpose);
}

/**
 * The device class by the user agent's own words: tablets say iPad or Tablet, or Android
 * without Mobile; phones say Mobi, iPhone or Android. Everything else is a desktop (an iPad
 * asking for the desktop site says Macintosh and counts as one: it asked to be one).
 */
export function deviceOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

const GOOGLE = /(^|\.)google\.[a-z.]+$/;

/**
 * Where a visit came from, by the page that linked here (its origin is all browsers send to
 * another site). Undefined for a link within the site: that is no arrival. Google Maps links
 * come from maps.google.…, a Google host under /maps, or the app's short links.
 */
export function sourceOf(
  referrer: string | null,
  ownHosts: readonly string[],
): VisitSource | undefined {
  if (!referrer) return "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "other";
  }
  const host = url.hostname.toLowerCase();
  if (ownHosts.includes(url.host.toLowerCase())) return undefined;
  // An Android app names itself by its package instead of a web address.
  if (url.protocol === "android-app:") {
    if (host.startsWith("com.google.android.apps.maps")) return "google-maps";
    if (host.startsWith("com.google")) return "google";
    if (host.startsWith("com.instagram")) return "instagram";
    if (host.startsWith("com.facebook")) return "facebook";
    return "other";
  }
  if (host === "maps.app.goo.gl" || host === "goo.gl" || /^maps\.google\./.test(host))
    return "google-maps";
  if (GOOGLE.test(host)) return url.pathname.startsWith("/maps") ? "google-maps" : "google";
  if (/(^|\.)instagram\.com$/.test(host)) return "instagram";
  if (/(^|\.)(facebook\.com|fb\.com|fb\.me)$/.test(host)) return "facebook";
  return "other";
}
