import type { OpeningHours } from "../contract/opening-hours.ts";
import type { SpecialDay } from "../contract/special-day.ts";
import { hoursOfWeekday } from "../opening-hours/schedule.ts";
import { restaurant } from "../restaurant.ts";

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
export function specialOpeningHoursSpecification(specialDays: readonly SpecialDay[]) {
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
  weekly: readonly OpeningHours[];
  specialDays: readonly SpecialDay[];
  imageUrl?: string;
}) {
  const special = specialOpeningHoursSpecification(options.specialDays);
  return {
    "@context": SCHEMA,
    "@type": "Restaurant",
    "@id": `${options.siteUrl}/#restaurant`,
    name: restaurant.name,
    url: `${options.siteUrl}/`,
    ...(options.imageUrl ? { image: options.imageUrl } : {}),
    telephone: restaurant.phone.display,
    email: restaurant.email,
    servesCuisine: restaurant.cuisine,
    priceRange: restaurant.priceRange,
    acceptsReservations: restaurant.links.reservation,
    hasMenu: `${options.siteUrl}/menu`,
    address: {
      "@type": "PostalAddress",
      streetAddress: restaurant.address.street,
      postalCode: restaurant.address.postalCode,
      addressLocality: restaurant.address.city,
      addressRegion: restaurant.address.region,
      addressCountry: restaurant.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: restaurant.geo.latitude,
      longitude: restaurant.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(options.weekly),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
  };
}
