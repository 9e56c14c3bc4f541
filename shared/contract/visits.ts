import { z } from "zod";
import { issueMessage } from "./api-errors.ts";

/**
 * How the public site is used, counted on the server without cookies and kept as daily totals
 * only (server/features/visits/). The admin's "Besuche" tab shows it.
 */

/** The periods the report covers, in days ending today. */
export const VISIT_PERIODS = ["7", "30", "365"] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

export const VisitsQuerySchema = z.object({
  days: z.enum(VISIT_PERIODS, { error: issueMessage("visitsDaysInvalid") }).default("7"),
});

/** Where a visitor came from. `qr` is the table cards' QR code, which carries a marker of its own. */
export const VISIT_SOURCES = [
  "qr",
  "google-maps",
  "google",
  "instagram",
  "facebook",
  "other",
  "direct",
] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export { OUTBOUND_LINKS, outboundPath, type OutboundLink } from "../outbound-links.ts";

/**
 * The query parameter a printed QR code adds to its address. The server counts it as the
 * visit's source and redirects to the address without it, so it is never shared further.
 */
export const SOURCE_MARKER = "src";
export const SOURCE_MARKERS: Readonly<Record<string, VisitSource>> = { qr: "qr" };

const count = z.number().int().min(0);

export const VisitDaySchema = z.object({
  /** The calendar day in the restaurant's time zone, YYYY-MM-DD. */
  day: z.string(),
  visitors: count,
  views: count,
});
export type VisitDay = z.infer<typeof VisitDaySchema>;

export const VisitCountSchema = z.object({ key: z.string(), count });
export type VisitCount = z.infer<typeof VisitCountSchema>;

const totals = z.object({ visitors: count, views: count });

export const VisitsReportSchema = z.object({
  /** Whether the server counts at all (the VISIT_COUNTING setting). */
  counting: z.boolean(),
  days: z.number().int(),
  /** One entry per day of the period, oldest first; a day without visits has zeros. */
  series: z.array(VisitDaySchema),
  /** Visitors are counted per day (the key changes at midnight), so a period's are the days' sum. */
  totals,
  /** The same figures for the period just before, for the comparison. */
  previous: totals,
  /** Each list most first. */
  pages: z.array(VisitCountSchema),
  sources: z.array(VisitCountSchema),
  languages: z.array(VisitCountSchema),
  devices: z.array(VisitCountSchema),
  outbound: z.array(VisitCountSchema),
  downloads: z.array(VisitCountSchema),
  /** The menu's categories opened by address (a shared link, a page without JavaScript), by id. */
  categories: z.array(VisitCountSchema),
});
export type VisitsReport = z.infer<typeof VisitsReportSchema>;
