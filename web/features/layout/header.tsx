import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LangLink } from "~/lib/i18n/lang-link";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { CloseIcon, MenuIcon } from "~/ui/icons";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { navItems, QUICK_LINK_KEYS } from "./nav-items";
import { NavEntry } from "./nav-entry";
import { useLogoSrc } from "./site-pictures";
import { useScrolledPast } from "./use-scrolled-past";

/** The home page's header turns solid once the page is scrolled past 50 px. */
const SCROLL_THRESHOLD = 50;
const MOBILE_MENU_ID = "mobile-menu";
const SOLID = "bg-ink-900/95 shadow-lg shadow-black/20 backdrop-blur";
/** Over the home page's film the header turns solid while the menu is open, without script too. */
const SOLID_WHILE_MENU_OPEN =
  "group-has-[:popover-open]/nav:bg-ink-900/95 group-has-[:popover-open]/nav:shadow-lg group-has-[:popover-open]/nav:shadow-black/20 group-has-[:popover-open]/nav:backdrop-blur";

export function Header() {
  const { t } = useI18n();
  const logoSrc = useLogoSrc();
  const profile = useProfile();
  const items = navItems(profile);
  const location = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  // The popover opens and closes by itself (toggle, Escape, a tap outside); React follows it.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // Focus stays on the toggle, as without script: the menu's entries follow it in the order of focus.
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    // Opened before React ran: follow it from here.
    setMenuOpen(menu.matches(":popover-open"));
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);

  const closeMenu = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };
  // Any navigation (a link, back, forward) closes the menu; hydrating the page is none, so a menu
  // opened by a tap before React ran stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    closeMenu();
  }, [location.key]);

  const transparent = location.pathname === "/" && !scrolled && !menuOpen;

  // One box-less element around both: its :has() turns the toggle's icon while the menu is open, without script.
  return (
    <div className="group/nav contents">
      <header
        data-state={transparent ? "transparent" : "solid"}
        className={`fixed inset-x-0 top-0 z-50 h-16 text-cream-50 transition-colors duration-300 md:h-20 ${
          transparent ? `bg-transparent ${SOLID_WHILE_MENU_OPEN}` : SOLID
        }`}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 lg:px-8">
          <LangLink
            to="/"
            className="flex shrink-0 items-center gap-2.5 rounded-md"
            aria-label={t("nav.homeLink", { name: profile.identity.name })}
          >
            <img
              src={logoSrc}
              width="44"
              height="44"
              alt=""
              fetchPriority="high"
              data-testid="header-logo"
              className="size-10 object-contain md:size-11"
            />
            <span className="hidden font-display text-xl font-semibold tracking-wide sm:inline md:text-2xl">
              {profile.identity.name}
            </span>
          </LangLink>

          <nav aria-label={t("nav.main")} className="ml-auto hidden lg:block">
            <ul className="flex items-center gap-0.5 xl:gap-1">
              {items.map((item) => (
                <li key={item.key}>
                  <NavEntry
                    item={item}
                    className="inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap text-cream-50/90 transition-colors hover:text-saffron-500 xl:px-3"
                    activeClassName="bg-white/10 text-saffron-500!"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher className="ml-2 hidden lg:flex" />

          <div className="ml-auto flex items-center gap-1.5 lg:hidden">
            {items
              .filter((item) => QUICK_LINK_KEYS.includes(item.key))
              .map((item) => (
                <NavEntry
                  key={item.key}
                  item={item}
                  className="inline-flex items-center gap-1 rounded-full border border-cream-50/40 px-3 py-1.5 text-xs font-semibold whitespace-nowrap hover:border-saffron-500 hover:text-saffron-500"
                  activeClassName=""
                />
              ))}
            {/* The popover target exposes whether the menu is expanded, with or without script. */}
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <MenuIcon width={24} height={24} className="group-has-[:popover-open]/nav:hidden" />
              <CloseIcon
                width={24}
                height={24}
                className="hidden group-has-[:popover-open]/nav:block"
              />
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop filter would make it the containing block of the fixed panel. */}
      <MobileMenu id={MOBILE_MENU_ID} ref={menuRef} onChoose={closeMenu} />
    </div>
  );
}
