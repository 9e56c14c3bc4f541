/**
 * Rendered pages, kept while nothing they show can have changed: the same address, language
 * cookie, content version (bumped by every admin write) and minute (the open-now badge and the
 * special-days list follow the clock by the minute). Rendering a page once per minute instead
 * of once per request is what lets the site answer like a static one.
 */
export interface RenderedPage {
  status: number;
  contentType: string;
  cacheControl: string;
  headers: Headers;
  body: Buffer;
  etag: string;
}

const MAX_PAGES = 200;

export function createPageCache(contentVersion: () => number) {
  const pages = new Map<string, RenderedPage>();
  let stamp = "";

  return {
    /** The cache key of a request, or null when its answer must not be shared. */
    keyOf(request: Request): string | null {
      if (request.method !== "GET" || request.headers.has("authorization")) return null;
      const current = `${contentVersion()}|${Math.floor(Date.now() / 60_000)}`;
      if (current !== stamp) {
        pages.clear();
        stamp = current;
      }
      const lang = /(?:^|;\s*)lang=([a-z]{2})/.exec(request.headers.get("cookie") ?? "")?.[1] ?? "";
      return `${lang}|${request.url}`;
    },
    get: (key: string) => pages.get(key),
    set(key: string, page: RenderedPage) {
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
