import { useSyncExternalStore } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { languageOf } from "@shared/language-rule.ts";
import { rememberLanguage } from "~/lib/i18n/language";
import { searchWithoutLang } from "~/lib/i18n/language-choice";

/**
 * The admin's language follows the site's rule: `?lang=`, then the remembered choice (the
 * language cookie), then German. The admin renders in the browser, so the address and the
 * cookie are the store; the switch writes to them and tells the screens to read them again.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** The admin's language now; for code outside React (toasts). */
export function readAdminLang(): Lang {
  return languageOf(window.location.href, document.cookie);
}

/** The admin's language; on the server and while hydrating, the language the page was rendered in. */
export function useAdminLang(): Lang {
  const rendered = useI18n().lang;
  return useSyncExternalStore(subscribe, readAdminLang, () => rendered);
}

/**
 * Switches the admin at once and remembers the choice as the site's switch does (cookie and
 * local storage), so the public pages follow. A `?lang=` in the address would outvote the
 * choice, so it is dropped.
 */
export function chooseAdminLang(lang: Lang): void {
  rememberLanguage(lang);
  const { pathname, search, hash } = window.location;
  if (new URLSearchParams(search).has("lang")) {
    const query = searchWithoutLang(search).toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${query ? `?${query}` : ""}${hash}`,
    );
  }
  listeners.forEach((listener) => listener());
}
