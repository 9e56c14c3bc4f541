import type { Lang } from "@shared/contract/common.ts";
import { langOfQuery } from "@shared/language-rule.ts";

/** The language an address names explicitly (`?lang=de|en`), or null. */
export function langOfSearch(search: string): Lang | null {
  return langOfQuery(new URLSearchParams(search).get("lang"));
}

/**
 * An internal link target that carries `?lang=` (keeping its own query and hash). Without a
 * language it is returned as it is.
 */
export function withLang(to: string, lang: Lang | null): string {
  if (!lang) return to;
  const hashAt = to.indexOf("#");
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  params.set("lang", lang);
  return `${pathname}?${params.toString()}${hash}`;
}
