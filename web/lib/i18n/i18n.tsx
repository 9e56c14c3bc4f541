import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { translate, type Leaves } from "@shared/translate.ts";
import { de } from "./messages/de";
import { en } from "./messages/en";

export type Messages = typeof de;

/** Every message key, as a dotted path into the catalogue: `t("nav.home")`. */
export type MessageKey = Leaves<Messages>;

export interface I18n {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

const catalogues = { de, en } satisfies Record<Lang, Messages>;
const I18nContext = createContext<I18n | null>(null);

export function createI18n(lang: Lang): I18n {
  const messages = catalogues[lang];
  return { lang, t: (key, params) => translate(messages, key, params) };
}

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => createI18n(lang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider above it");
  return value;
}
