import type { Logger } from "../logger.server.ts";
import type { CacheTag } from "./shared-cache.server.ts";

/**
 * Tells a shared cache in front of the app to drop the answers made of what changed, so a save
 * in the admin is on the cached pages within moments instead of after their minute. Off the
 * request path: the owner's save never waits for the cache and never fails because of it. A
 * failed purge is tried again a few times, then logged; the minute of `s-maxage` bounds how long
 * a page can stay stale even then.
 */
export interface PurgeTarget {
  /** For the log: which cache. */
  readonly name: string;
  /** Resolves when the cache confirmed; rejects with a reason otherwise. */
  purge(tags: readonly CacheTag[]): Promise<void>;
}

const TIMEOUT_MS = 5_000;

async function send(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok)
    throw new Error(`${res.status} ${res.statusText}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

/**
 * Varnish with the xkey module (deploy/varnish.vcl): a PURGE request naming the tags, accepted
 * from the app's address only.
 */
export function varnishTarget(purgeUrl: string): PurgeTarget {
  return {
    name: `Varnish at ${purgeUrl}`,
    purge: async (tags) => {
      await send(purgeUrl, { method: "PURGE", headers: { "xkey-purge": tags.join(" ") } });
    },
  };
}

/** Cloudflare's purge by tag (the `Cache-Tag` header), with an API token allowed to purge the zone. */
export function cloudflareTarget(options: {
  zoneId: string;
  apiToken: string;
  apiUrl: string;
}): PurgeTarget {
  return {
    name: `Cloudflare zone ${options.zoneId}`,
    purge: async (tags) => {
      const res = await send(`${options.apiUrl}/zones/${options.zoneId}/purge_cache`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiToken}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ tags }),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean };
      if (body.success !== true) throw new Error("Cloudflare did not confirm the purge");
    },
  };
}

/** The caches the environment names (server/env.server.ts): none, Varnish, Cloudflare, or both. */
export function purgeTargets(env: {
  PURGE_URL?: string;
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_API_TOKEN?: string;
  CLOUDFLARE_API_URL: string;
}): PurgeTarget[] {
  const targets: PurgeTarget[] = [];
  if (env.PURGE_URL) targets.push(varnishTarget(env.PURGE_URL));
  if (env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN)
    targets.push(
      cloudflareTarget({
        zoneId: env.CLOUDFLARE_ZONE_ID,
        apiToken: env.CLOUDFLARE_API_TOKEN,
        apiUrl: env.CLOUDFLARE_API_URL.replace(/\/+$/, ""),
      }),
    );
  return targets;
}

export interface CachePurger {
  /** Queues a purge of these tags; returns at once. */
  purge(tags: readonly CacheTag[]): void;
  /** Resolves when nothing is queued or being sent (for a clean shutdown and for tests). */
  settled(): Promise<void>;
}

/** Waits after a failed attempt, in turn; one attempt more than there are delays. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

export function createCachePurger(
  targets: readonly PurgeTarget[],
  logger: Pick<Logger, "error" | "info">,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): CachePurger {
  const running = new Set<Promise<void>>();

  async function purgeAt(target: PurgeTarget, tags: readonly CacheTag[]) {
    for (let attempt = 0; ; attempt++) {
      try {
        await target.purge(tags);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          logger.error(
            `cache purge of ${tags.join(" ")} at ${target.name} failed ${attempt + 1} times, last: ${reason}; cached pages catch up within a minute`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  return {
    purge(tags) {
      if (tags.length === 0) return;
      for (const target of targets) {
        const job = purgeAt(target, tags).finally(() => running.delete(job));
        running.add(job);
      }
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/**
 * What the clock changes: the open/closed badge, today's special day, a dish sold out until a
 * time, and at midnight (always one of the clock's moments) the announcements that start or end.
 */
export const CLOCK_TAGS: CacheTag[] = ["menu", "hours", "special-days", "announcements"];
const LONGEST_WAIT_MS = 3_600_000;

/**
 * Purges at each moment the menu clock names (an opening, a closing, a special day's start), so a
 * cache keeps no page past it. Re-armed after each, and at least hourly.
 */
export function purgeWhenTheClockTurns(
  purger: CachePurger,
  changesAt: () => Promise<number>,
  logger: Pick<Logger, "error">,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = async () => {
    const at = await changesAt();
    if (stopped) return;
    const wait = Math.min(Math.max(at - Date.now(), 1_000), LONGEST_WAIT_MS);
    timer = setTimeout(() => {
      if (Date.now() >= at) purger.purge(CLOCK_TAGS);
      arm().catch((error: unknown) => logger.error(`cache purge timer: ${String(error)}`));
    }, wait);
    timer.unref();
  };
  arm().catch((error: unknown) => logger.error(`cache purge timer: ${String(error)}`));
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
