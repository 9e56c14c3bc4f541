import type { Ref } from "react";
import { useI18n } from "~/lib/i18n/i18n";
import { LanguageSwitcher } from "./language-switcher";
import { useProfile } from "~/lib/profile/use-profile";
import { navItems, QUICK_LINK_KEYS } from "./nav-items";
import { NavEntry } from "./nav-entry";

/**
 * The slide-in menu of small screens (0.3 s), a popover: the header's toggle opens
 * and closes it without script, Escape and a tap outside close it, the toggle tells assistive
 * technology whether it is expanded, and closed it is neither focusable nor announced. Once React
 * runs, choosing an entry closes it too (without script the chosen page loads with it closed).
 */
export function MobileMenu({
  id,
  onChoose,
  ref,
}: {
  id: string;
  onChoose: () => void;
  ref: Ref<HTMLDivElement>;
}) {
  const { t } = useI18n();
  const items = navItems(useProfile());
  return (
    <div
      id={id}
      ref={ref}
      popover="auto"
      // Below the header (top-16 / top-20), so its toggle stays in reach; the backdrop dims the page below it.
      className="fixed inset-auto top-16 right-0 bottom-0 m-0 h-auto max-h-none w-[min(20rem,85vw)] translate-x-full flex-col overflow-y-auto border-0 bg-ink-900 px-6 py-8 text-cream-50 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 ease-out backdrop:top-16 backdrop:bg-black/50 open:flex open:translate-x-0 md:top-20 md:backdrop:top-20 lg:hidden starting:open:translate-x-full"
    >
      <nav aria-label={t("nav.mobile")}>
        <ul className="flex flex-col gap-1">
          {items
            .filter((item) => !QUICK_LINK_KEYS.includes(item.key))
            .map((item) => (
              <li key={item.key}>
                <NavEntry
                  item={item}
                  onChoose={onChoose}
                  className="flex items-center gap-2 rounded-lg px-3 py-3 font-display text-xl text-cream-50 hover:bg-white/5 hover:text-saffron-500"
                  activeClassName="bg-white/10 text-saffron-500!"
                />
              </li>
            ))}
        </ul>
      </nav>
      <LanguageSwitcher className="mt-8 border-t border-white/10 pt-6" onSwitch={onChoose} />
    </div>
  );
}
