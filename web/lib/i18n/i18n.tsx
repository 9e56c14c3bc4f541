import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { translate, type Leaves } from "@shared/translate.ts";
import { loadedMessages, loadMessages, type Messages } from "./catalogues";

export type { Messages };

/** Every message key, as a dotted path into the catalogue: `t("nav.home")`. */
export type MessageKey = Leaves<Messages>;

export interface I18n {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** Texts in a language whose catalogue has been loaded (`loadMessages`). */
export function createI18n(lang: Lang): I18n {
  const messages = loadedMessages(lang);
  if (!messages) throw new Error(`The ${lang} catalogue is used before it was loaded`);
  return { lang, t: (key, params) => translate(messages, key, params) };
}

/**
 * Suspends the render until the language's catalogue has arrived. A switch of language is a
 * transition, so the page stays as it is, in its language, until the other catalogue is there:
 * never a key in place of a text.
 */
export function useCatalogue(lang: Lang): void {
  if (!loadedMessages(lang)) use(loadMessages(lang));
}

/** The page's texts, in a language whose catalogue has arrived (see `useCatalogue`). */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  useCatalogue(lang);
  const value = useMemo(() => createI18n(lang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider above it");
  return value;
}
