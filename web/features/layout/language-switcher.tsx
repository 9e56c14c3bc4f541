import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { loadMessages } from "~/lib/i18n/catalogues";
import { rememberLanguage } from "~/lib/i18n/language";
import { searchWithoutLang, switchHref } from "~/lib/i18n/language-choice";
import { BritishFlag, GermanFlag } from "~/ui/icons";
import { InstantLink } from "~/ui/instant-link";

const CHOICES = [
  { lang: "en", Flag: BritishFlag },
  { lang: "de", Flag: GermanFlag },
] as const;

/**
 * English and German, as links to the same page in that language: the server remembers the
 * choice (cookie) and shows the page again. Once React runs, the other language's texts are
 * fetched first; then the choice is remembered in the browser (cookie, local storage) and the
 * page's loaders run again, without a reload. Should the texts not arrive, the link does it the
 * server's way. The current language links to the page as it is and changes nothing.
 */
export function LanguageSwitcher({
  className = "",
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();

  function choose(next: Lang, href: string) {
    // A switch is applied only when it changes the language.
    if (next === lang) return;
    onSwitch?.();
    void loadMessages(next).then(
      () => apply(next),
      () => window.location.assign(href),
    );
  }

  function apply(next: Lang) {
    rememberLanguage(next);
    if (new URLSearchParams(location.search).has("lang")) {
      // An explicit ?lang= would outvote the new choice: drop it from the address.
      const query = searchWithoutLang(location.search).toString();
      void navigate(
        { pathname: location.pathname, search: query ? `?${query}` : "", hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    } else {
      void revalidate();
    }
  }

  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={`flex items-center gap-1 ${className}`}
    >
      {CHOICES.map(({ lang: choice, Flag }) => {
        const current = lang === choice;
        const href = current
          ? `${location.pathname}${location.search}`
          : switchHref(location.pathname, location.search, choice);
        return (
          <InstantLink
            key={choice}
            href={href}
            onNavigate={() => choose(choice, href)}
            hrefLang={choice}
            lang={choice}
            aria-current={current ? "true" : undefined}
            // Crawlers reach each language through the alternate links; this one stores a choice.
            rel="nofollow"
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-semibold tracking-wide uppercase transition-colors ${
              current ? "bg-cream-50 text-ink-900" : "text-cream-50 hover:bg-white/15"
            }`}
          >
            <Flag className="rounded-[2px] shadow-sm" />
            <span className="sr-only">{t(`language.${choice}`)}</span>
            <span aria-hidden="true">{choice}</span>
          </InstantLink>
        );
      })}
    </div>
  );
}
