import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { codedMessage, codeOfMessage, type ApiErrorCode } from "@shared/contract/api-errors.ts";
import type { Lang } from "@shared/contract/common.ts";
import type { I18nText } from "@shared/contract/common.ts";
import { localize } from "@shared/localize.ts";
import { formatPrice } from "@shared/price.ts";
import { translate, type Leaves } from "@shared/translate.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { ApiError } from "~/lib/api/client";
import { readAdminLang, useAdminLang } from "./admin-lang";
import { formatShortDate } from "./dates";
import { adminDe } from "./messages.de";
import { adminEn } from "./messages.en";

export type AdminMessages = typeof adminDe;
/** Every admin text, as a dotted path into the catalogue: `t("panel.logout")`. */
export type AdminMessageKey = Leaves<AdminMessages>;
type Params = Record<string, string | number>;

export const adminCatalogues = { de: adminDe, en: adminEn } satisfies Record<Lang, AdminMessages>;

type ErrorKey = keyof AdminMessages["errors"];

/** Every code of the API has its German text: a code missing from messages.de.ts does not compile. */
adminDe.errors satisfies Record<ApiErrorCode, string>;

export type AdminErrorCode = ErrorKey;

const isErrorKey = (code: string): code is ErrorKey => Object.hasOwn(adminEn.errors, code);

/**
 * A message made in the browser, by a contract schema or a form's own rule, in the admin's
 * language. Such a message is a code of the catalogue with its values (codedMessage); one that is
 * not (a check zod made without a message of ours) reads as "Invalid input.".
 */
export function issueInLang(message: string, lang: Lang): string {
  const { code, params } = codeOfMessage(message);
  return translate(
    adminCatalogues[lang],
    `errors.${isErrorKey(code) ? code : "invalidInput"}`,
    params,
  );
}

/** A form rule's message: a code of the admin's catalogue and its values. */
export const formIssue = (code: AdminErrorCode, params?: Params): string =>
  codedMessage(code, params);

/** A failed API call's explanation in the admin's language by its code; undefined without one. */
export function apiErrorInLang(error: unknown, lang: Lang): string | undefined {
  if (!(error instanceof ApiError) || !error.code || !(error.code in adminEn.errors))
    return undefined;
  return translate(adminCatalogues[lang], `errors.${error.code}`, error.params);
}

/** The server's explanation of a failed call in the admin's language, else the screen's fallback. */
export function adminErrorText(
  error: unknown,
  fallback: string,
  lang: Lang = readAdminLang(),
): string {
  return apiErrorInLang(error, lang) ?? fallback;
}

export interface AdminI18n {
  lang: Lang;
  t: (key: AdminMessageKey, params?: Params) => string;
  /** A check's message made in the browser (a contract schema's or a form's own: a code) in the admin's language. */
  issueText: (message: string) => string;
  /** An error the API names by code (a line of the menu import's answer) in the admin's language. */
  errorText: (code: ApiErrorCode, params?: Params) => string;
  /** Cents as a price: "12,50 €" or "€12.50". */
  price: (cents: number) => string;
  /** A calendar date (YYYY-MM-DD): "24. Dez. 2026" or "24 Dec 2026". */
  date: (iso: string) => string;
  /** A name staff gave in both languages, in the admin's language (the other one when empty). */
  name: (text: I18nText) => string;
}

export function createAdminI18n(lang: Lang): AdminI18n {
  const messages = adminCatalogues[lang];
  return {
    lang,
    t: (key, params) => translate(messages, key, params),
    issueText: (message) => issueInLang(message, lang),
    errorText: (code, params) => translate(messages, `errors.${code}`, params),
    price: (cents) => formatPrice(cents, lang),
    date: (iso) => formatShortDate(iso, lang),
    name: (text) => localize(text, lang),
  };
}

const AdminI18nContext = createContext<AdminI18n | null>(null);

/**
 * The admin's texts in the admin's language. The page's `<html lang>` follows it, so screen
 * readers and the browser's hyphenation read the admin in the language it shows.
 */
export function AdminI18nProvider({ children }: { children: ReactNode }) {
  const lang = useAdminLang();
  const value = useMemo(() => createAdminI18n(lang), [lang]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <AdminI18nContext.Provider value={value}>{children}</AdminI18nContext.Provider>;
}

/** The browser tab's title of an admin page: "Verwaltung · " and the restaurant's name. */
export const adminTitle = (lang: Lang, key: AdminMessageKey, restaurantName: string) =>
  `${translate(adminCatalogues[lang], key)} · ${restaurantName}`;

/** Keeps the tab's title in the admin's language when the switch changes it; the server wrote the first by the same rule. */
export function useAdminTitle(key: AdminMessageKey) {
  const { lang } = useAdminI18n();
  const { name } = useProfile().identity;
  useEffect(() => {
    document.title = adminTitle(lang, key, name);
  }, [lang, key, name]);
}

export function useAdminI18n(): AdminI18n {
  const value = useContext(AdminI18nContext);
  if (!value) throw new Error("useAdminI18n needs an AdminI18nProvider above it");
  return value;
}
