import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { useI18n } from "~/shared/i18n/i18n";
import { rememberLanguage } from "~/shared/i18n/language";
import { BritishFlag, GermanFlag } from "~/shared/ui/icons";

const CHOICES = [
  { lang: "en", Flag: BritishFlag },
  { lang: "de", Flag: GermanFlag },
] as const;

/**
 * English and German buttons. A choice is remembered (cookie for the server, local storage)
 * and the page's loaders run again, so texts and menu data arrive in the new language.
 */
export function LanguageSwitcher({ className = "", onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();

  function choose(next: Lang) {
    // SPEC.md: a switch is applied only when it changes the language.
    if (next === lang) return;
    rememberLanguage(next);
    onSwitch?.();
    const search = new URLSearchParams(location.search);
    if (search.has("lang")) {
      // An explicit ?lang= would outvote the new choice: drop it from the address.
      search.delete("lang");
      const query = search.toString();
      void navigate({ pathname: location.pathname, search: query ? `?${query}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
    } else {
      void revalidate();
    }
  }

  return (
    <div role="group" aria-label={t("language.label")} className={`flex items-center gap-1 ${className}`}>
      {CHOICES.map(({ lang: choice, Flag }) => (
        <button
          key={choice}
          type="button"
          lang={choice}
          aria-pressed={lang === choice}
          onClick={() => choose(choice)}
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-semibold tracking-wide uppercase transition-colors ${
            lang === choice ? "bg-cream-50 text-ink-900" : "text-cream-50 hover:bg-white/15"
          }`}
        >
          <Flag className="rounded-[2px] shadow-sm" />
          <span className="sr-only">{t(`language.${choice}`)}</span>
          <span aria-hidden="true">{choice}</span>
        </button>
      ))}
    </div>
  );
}
