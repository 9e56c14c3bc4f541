import type { I18nText, Lang } from "./contract/common.ts";

/** The text in the wanted language, falling back to the other one when it is empty. */
export function localize(text: I18nText, lang: Lang): string {
  const other: Lang = lang === "de" ? "en" : "de";
  return text[lang] || text[other];
}
