import type { Lang } from "@shared/contract/common.ts";
import type {
  OutboundLink,
  VisitCount,
  VisitPeriod,
  VisitSource,
  VisitsReport,
} from "@shared/contract/visits.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { createDailyVisitors } from "./daily-visitors.server.ts";
import { deviceOf, sourceOf } from "./visit-rules.server.ts";
import type { VisitDimension, VisitIncrement, VisitsRepo } from "./visits.repo.server.ts";

/** Counts wait in memory this long at most before they are written, together. */
export const FLUSH_EVERY_MS = 60_000;
/** Daily totals are kept two years. */
const KEEP_YEARS = 2;
/** A scanned marker is remembered for the redirect's follow-up request this long, for this many visitors at most. */
const MARKER_MS = 60_000;
const MARKERS_MAX = 10_000;

export interface Visitor {
  address: string;
  userAgent: string;
}

export interface PageView {
  /** The public page, as shared/site-pages.ts names it. */
  page: string;
  lang: Lang;
  /** The menu's category the address opens, when it names one that exists. */
  category?: string;
  referrer: string | null;
  /** The site's own hosts: a link from one of them is no arrival. */
  ownHosts: readonly string[];
}

/**
 * Counting how the site is used (the rules of what is counted are the edge's:
 * server/http/visit-counting.server.ts). Counts are added up in memory and written every
 * minute, at shutdown and before a report, so a page view costs a hash and a map update, never
 * a write. Only daily totals reach the database.
 */
export function createVisitsService(
  repo: VisitsRepo,
  { enabled, now = () => new Date() }: { enabled: boolean; now?: () => Date },
) {
  const visitors = createDailyVisitors();
  const markers = new Map<string, { source: VisitSource; until: number }>();
  let pending = new Map<string, VisitIncrement>();
  let prunedFor = "";

  // The calendar day is looked up at most once a second: a view costs no date formatting.
  let day = "";
  let dayUntil = 0;
  function today(): string {
    const at = now();
    if (at.getTime() >= dayUntil) {
      day = todayIso(at);
      dayUntil = at.getTime() + 1000;
    }
    return day;
  }

  function add(dimension: VisitDimension, value: string, on = today()) {
    const key = `${on}\n${dimension}\n${value}`;
    const entry = pending.get(key);
    if (entry) entry.count++;
    else pending.set(key, { day: on, dimension, value, count: 1 });
  }

  async function flush(): Promise<void> {
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await repo.add(batch);
    } catch (err) {
      // Kept for the next flush rather than lost.
      for (const i of batch) for (let n = 0; n < i.count; n++) add(i.dimension, i.value, i.day);
      throw err;
    }
    const on = today();
    if (prunedFor !== on) {
      await repo.deleteBefore(shiftYears(on, -KEEP_YEARS));
      prunedFor = on;
    }
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    enabled,

    /** A QR code's marker was scanned: the redirect's next request of this visitor comes from it. */
    marked(visitor: Visitor, source: VisitSource) {
      if (!enabled) return;
      const at = now().getTime();
      if (markers.size >= MARKERS_MAX)
        for (const [key, marker] of markers) if (marker.until <= at) markers.delete(key);
      if (markers.size >= MARKERS_MAX) return;
      markers.set(visitors.keyOf(today(), visitor.address, visitor.userAgent), {
        source,
        until: at + MARKER_MS,
      });
    },

    /** A page seen: its view, and for the day's first view of a visitor the visitor, source and device. */
    pageView(visitor: Visitor, view: PageView) {
      if (!enabled) return;
      const on = today();
      const key = visitors.keyOf(on, visitor.address, visitor.userAgent);
      add("views", "", on);
      add("page", view.page, on);
      add("lang", view.lang, on);
      if (view.category !== undefined) add("category", view.category, on);
      const marker = markers.get(key);
      if (marker) markers.delete(key);
      const first = visitors.arrive(key);
      if (first) {
        add("visitors", "", on);
        add("device", deviceOf(visitor.userAgent), on);
      }
      const source =
        marker && marker.until > now().getTime()
          ? marker.source
          : first
            ? sourceOf(view.referrer, view.ownHosts)
            : undefined;
      if (source) add("source", source, on);
    },

    outbound(link: OutboundLink) {
      if (enabled) add("outbound", link);
    },

    download(file: "menu") {
      if (enabled) add("download", file);
    },

    flush,

    /** Writes every minute until stopped. */
    start(onError: (message: string) => void) {
      if (!enabled || timer) return;
      timer = setInterval(
        () =>
          void flush().catch((err: unknown) =>
            onError(`writing visit counts failed: ${String(err)}`),
          ),
        FLUSH_EVERY_MS,
      );
      timer.unref();
    },

    /** Stops the timer and writes what is left: at shutdown. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },

    async report(period: VisitPeriod): Promise<VisitsReport> {
      await flush();
      const days = Number(period);
      const last = today();
      const first = shiftDays(last, -(days - 1));
      const before = shiftDays(first, -days);
      const rows = await repo.between(before, last);
      const current = rows.filter((r) => r.day >= first);
      const totalOf = (dimension: VisitDimension, inPrevious = false) =>
        rows
          .filter((r) => r.dimension === dimension && (inPrevious ? r.day < first : r.day >= first))
          .reduce((sum, r) => sum + r.count, 0);
      const listOf = (dimension: VisitDimension): VisitCount[] => {
        const sums = new Map<string, number>();
        for (const r of current)
          if (r.dimension === dimension) sums.set(r.value, (sums.get(r.value) ?? 0) + r.count);
        return [...sums]
          .map(([key, count]) => ({ key, count }))
          .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
      };
      const series = Array.from({ length: days }, (_, i) => {
        const d = shiftDays(first, i);
        const of = (dimension: VisitDimension) =>
          current.find((r) => r.day === d && r.dimension === dimension)?.count ?? 0;
        return { day: d, visitors: of("visitors"), views: of("views") };
      });
      return {
        counting: enabled,
        days,
        series,
        totals: { visitors: totalOf("visitors"), views: totalOf("views") },
        previous: { visitors: totalOf("visitors", true), views: totalOf("views", true) },
        pages: listOf("page"),
        sources: listOf("source"),
        languages: listOf("lang"),
        devices: listOf("device"),
        outbound: listOf("outbound"),
        downloads: listOf("download"),
        categories: listOf("category"),
      };
    },
  };
}
export type VisitsService = ReturnType<typeof createVisitsService>;

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic in UTC, where no day is 23 hours). */
export function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function shiftYears(iso: string, years: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
