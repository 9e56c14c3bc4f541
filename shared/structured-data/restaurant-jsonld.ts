import type { OpeningHours } from "../contract/opening-hours.ts";
import { hoursOfWeekday } from "../opening-hours/schedule.ts";
import type { DateOverride } from "../opening-hours/special-days.ts";
import { SOCIAL_NETWORKS, type SiteProfile } from "../restaurant-profile.ts";

const DAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
const SCHEMA = "https://schema.org";

/**
 * One OpeningHoursSpecification per distinct interval, listing every weekday that has it.
 * An interval past midnight keeps its close time (earlier than its opening), which is how
 * schema.org expresses hours that run into the next day.
 */
export function openingHoursSpecification(weekly: readonly OpeningHours[]) {
  const byInterval = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = hoursOfWeekday(weekly, weekday);
    if (hours.isClosed) continue;
    for (const { open, close } of hours.intervals) {
      const key = `${open}-${close}`;
      const entry = byInterval.get(key) ?? { opens: open, closes: close, days: [] };
      entry.days.push(DAY_NAMES[weekday] as string);
      byInterval.set(key, entry);
    }
  }
  return [...byInterval.values()].map((e) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: e.days.map((d) => `${SCHEMA}/${d}`),
    opens: e.opens,
    closes: e.closes,
  }));
}

/** Special days: their own hours, or closed (opens and closes at 00:00, as schema.org advises). */
export function specialOpeningHoursSpecification(specialDays: readonly DateOverride[]) {
  return specialDays.flatMap((d) => {
    const range = { "@type": "OpeningHoursSpecification", validFrom: d.from, validThrough: d.to };
    if (d.isClosed || d.intervals.length === 0)
      return [{ ...range, opens: "00:00", closes: "00:00" }];
    return d.intervals.map((i) => ({ ...range, opens: i.open, closes: i.close }));
  });
}

/** The Restaurant every public page describes, built from the stored hours so it stays true. */
export function restaurantJsonLd(options: {
  siteUrl: string;
  profile: SiteProfile;
  weekly: readonly OpeningHours[];
  specialDays: readonly DateOverride[];
  imageUrl?: string;
}) {
  const special = specialOpeningHoursSpecification(options.specialDays);
  const { identity, address, contact, phone, providers, social } = options.profile;
  const sameAs = SOCIAL_NETWORKS.map((network) => social[network]).filter(Boolean);
  // An unset value is left out rather than claimed empty.
  const set = <T>(key: string, value: T | "" | null) => (value ? { [key]: value } : {});
  return {
    "@context": SCHEMA,
    "@type": "Restaurant",
    "@id": `${options.siteUrl}/#restaurant`,
    name: identity.name,
    url: `${options.siteUrl}/`,
    ...(options.imageUrl ? { image: options.imageUrl } : {}),
    ...set("telephone", phone?.href.replace(/^tel:/, "")),
    ...set("email", contact.email),
    ...set(
      "servesCuisine",
      identity.cuisine
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean),
    ),
    ...set("priceRange", identity.priceRange),
    ...set("acceptsReservations", providers.reservation),
    hasMenu: `${options.siteUrl}/menu`,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: "DE",
    },
    ...(address.latitude !== null && address.longitude !== null
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: address.latitude,
            longitude: address.longitude,
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    openingHoursSpecification: openingHoursSpecification(options.weekly),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
  };
}
