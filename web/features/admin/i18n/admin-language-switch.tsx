import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { switchHref } from "~/lib/i18n/language-choice";
import { chooseAdminLang } from "./admin-lang";
import { useAdminI18n } from "./admin-i18n";

const CHOICES: readonly Lang[] = ["de", "en"];

/**
 * DE and EN, as the site's switch: links to this page in that language (the server remembers
 * the choice and shows the page again), which the browser handles at once, without a reload.
 * The choice is the site's too, so the public pages follow it.
 */
export function AdminLanguageSwitch({ className = "" }: { className?: string }) {
  const { lang, t } = useAdminI18n();
  const location = useLocation();

  function choose(event: MouseEvent<HTMLAnchorElement>, choice: Lang) {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (choice !== lang) chooseAdminLang(choice);
  }

  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={`inline-flex rounded-lg border border-stone-300 bg-white p-0.5 ${className}`}
    >
      {CHOICES.map((choice) => {
        const current = choice === lang;
        return (
          <a
            key={choice}
            href={switchHref(location.pathname, location.search, choice)}
            hrefLang={choice}
            lang={choice}
            rel="nofollow"
            aria-current={current ? "true" : undefined}
            onClick={(event) => choose(event, choice)}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
              current ? "bg-ink-900 text-white" : "text-stone-700 hover:bg-stone-100"
            }`}
          >
            <span aria-hidden="true">{choice.toUpperCase()}</span>
            <span className="sr-only">{t(`language.${choice}`)}</span>
          </a>
        );
      })}
    </div>
  );
}
