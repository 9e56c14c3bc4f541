import type { ServerBuild } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { languageOfRequest } from "@shared/language-rule.ts";
import type { AnswerLifetime } from "../features/public/content-changes.server.ts";
import { routesOf, routeTree } from "./route-tree.server.ts";

/**
 * The page parameters whose values name something that exists or not: a category of the menu,
 * an image group of the midday offer and an image in it, and React Router's route ids, build
 * version and discovered paths. The response cache keeps an answer per address, so a value
 * naming nothing would cost a render and a place in the cache each time; these are sent to the
 * address without them instead. Asked only when the cache has no answer, so a kept page costs
 * nothing more; what exists is kept as the cache keeps answers (until the content or the clock
 * changes), so a flood of such values costs no more than the redirects. (The parameters whose
 * values are few are checked by the cache itself: shared/page-query.ts.)
 */
export function createPageQueryCheck(
  build: ServerBuild,
  data: PublicData,
  lifetime: AnswerLifetime,
) {
  const routes = routeTree(build.routes);
  const discovery = build.routeDiscovery;
  const categoriesOf = keptPerLanguage(
    lifetime,
    async () => new Set((await data.menu()).map((category) => category.id)),
  );
  const groupsOf = keptPerLanguage(lifetime, async (lang) => {
    const sizes = new Map<string, number>();
    for (const image of await data.menuImages(lang))
      if (image.kind === "image") sizes.set(image.title, (sizes.get(image.title) ?? 0) + 1);
    return sizes;
  });

  /** The address without the values that name nothing, when it has any. */
  return async function cleanAddress(request: Request): Promise<string | undefined> {
    const url = new URL(request.url);
    if (url.search === "") return undefined;
    const query = url.searchParams;
    const lang = languageOfRequest(request);
    const dataRequest = url.pathname.endsWith(".data");
    const pagePath = !dataRequest
      ? url.pathname
      : url.pathname === "/_root.data"
        ? "/"
        : url.pathname.slice(0, -".data".length);
    const group = query.has("group")
      ? ((await groupsOf(lang)).get(query.get("group") as string) ?? 0)
      : 0;
    const categories = query.has("category") ? await categoriesOf(lang) : new Set<string>();

    const holds: Record<string, (value: string) => boolean> = {
      category: (value) => categories.has(value),
      group: () => group > 0,
      // Links say 1 to the group's size; the page wraps any other number into that range.
      image: (value) => /^[1-9]\d{0,5}$/.test(value) && Number(value) <= group,
      _routes: (value) =>
        dataRequest &&
        isRouteList(
          value,
          routesOf(routes, pagePath).map((route) => route.id),
        ),
      version: (value) => value === build.assets.version,
      // Only a lazy route discovery asks for paths, at its own address.
      paths: () => discovery.mode === "lazy" && url.pathname === discovery.manifestPath,
    };
    const kept = new URLSearchParams();
    for (const [name, value] of query) if (holds[name]?.(value) ?? true) kept.append(name, value);
    if (kept.size === query.size) return undefined;
    return `${url.pathname}${kept.size > 0 ? `?${kept.toString()}` : ""}`;
  };
}
export type PageQueryCheck = ReturnType<typeof createPageQueryCheck>;

/** Made once per language and kept until the content or the clock may change it; a failure is not kept. */
function keptPerLanguage<T>(
  lifetime: AnswerLifetime,
  make: (lang: Lang) => Promise<T>,
): (lang: Lang) => Promise<T> {
  const kept = new Map<Lang, { until: number; value: Promise<T> }>();
  lifetime.onChange(() => kept.clear());
  return async (lang) => {
    const entry = kept.get(lang);
    if (entry && Date.now() < entry.until) return entry.value;
    // Read before it is made, as the response cache does.
    const until = await lifetime.changesAt();
    const value = make(lang);
    const made = { until, value };
    kept.set(lang, made);
    value.catch(() => kept.get(lang) === made && kept.delete(lang));
    return value;
  };
}

/** Route ids as React Router asks for them: some of the address's routes, each once, outermost first. */
function isRouteList(value: string, matched: readonly string[]): boolean {
  let last = -1;
  for (const id of value.split(",")) {
    const at = matched.indexOf(id);
    if (at <= last) return false;
    last = at;
  }
  return true;
}
