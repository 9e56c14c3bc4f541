import { useEffect, useRef } from "react";
import { useI18n } from "~/shared/i18n/i18n";
import { useOpenedOnce } from "~/shared/ui/use-opened-once";
import { LanguageSwitcher } from "./language-switcher";
import { NAV_ITEMS, QUICK_LINK_KEYS } from "./nav-items";
import { NavEntry } from "./nav-entry";

/**
 * The slide-in menu of small screens (SPEC.md §9: 0.3 s). While closed it is inert, so its
 * links are neither focusable nor announced; Escape and the backdrop close it. Its entries are
 * rendered from the first opening on: only the toggle, a script, opens it, and every page would
 * otherwise lay out and hydrate links nobody can reach yet.
 */
export function MobileMenu({ id, open, onChoose, onDismiss }: { id: string; open: boolean; onChoose: () => void; onDismiss: () => void }) {
  const { t } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  const opened = useOpenedOnce(open);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onDismiss]);

  return (
    <div className="lg:hidden">
      <div
        aria-hidden="true"
        onClick={onDismiss}
        className={`fixed inset-0 top-16 z-40 bg-black/50 transition-opacity duration-300 md:top-20 ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
      />
      <div
        id={id}
        ref={panelRef}
        inert={!open}
        data-open={open}
        // Visibility flips at once when opening (so focus can move in) and after the slide when closing.
        className={`fixed top-16 right-0 bottom-0 z-40 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-ink-900 px-6 py-8 shadow-2xl md:top-20 ${
          open
            ? "visible translate-x-0 [transition:transform_0.3s_ease-out,visibility_0s]"
            : "invisible translate-x-full [transition:transform_0.3s_ease-out,visibility_0s_0.3s]"
        }`}
      >
        {opened && (
          <>
            <nav aria-label={t("nav.mobile")}>
              <ul className="flex flex-col gap-1">
                {NAV_ITEMS.filter((item) => !QUICK_LINK_KEYS.includes(item.key)).map((item) => (
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
          </>
        )}
      </div>
    </div>
  );
}
