import { useSyncExternalStore } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { DEFAULT_LANG, languageOf } from "~/shared/i18n/language";

const subscribe = () => () => {};

/**
 * The admin's language: the site's rule (`?lang=`, then the remembered choice, then German).
 * Admin screens render in the browser only, so they read it from the address and cookie there.
 */
export function useAdminLang(): Lang {
  return useSyncExternalStore(
    subscribe,
    () => languageOf(window.location.href, document.cookie),
    () => DEFAULT_LANG,
  );
}
