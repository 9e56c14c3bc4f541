import type { MetaDescriptor } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { restaurant } from "@shared/restaurant.ts";
import { createI18n, type MessageKey } from "~/shared/i18n/i18n";
import { DEFAULT_LANG } from "~/shared/i18n/language";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The language the root loader chose for this request. */
function langOf(matches: readonly (MatchLike | undefined)[]): Lang {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { lang?: Lang } | undefined;
  return root?.lang ?? DEFAULT_LANG;
}

/**
 * Title and description of a public page; the home page has the restaurant-branded title.
 * A page whose title is content (a PDF's) passes it as `text`, with `titleKey` as fallback.
 */
export function pageMeta(matches: readonly (MatchLike | undefined)[], titleKey?: MessageKey, text?: string): MetaDescriptor[] {
  const { t } = createI18n(langOf(matches));
  const page = text || (titleKey && t(titleKey));
  return [
    { title: page ? `${page} | ${restaurant.name}` : t("meta.homeTitle") },
    { name: "description", content: t("meta.description") },
  ];
}
