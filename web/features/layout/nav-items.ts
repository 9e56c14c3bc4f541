import { outboundPath } from "@shared/outbound-links.ts";
import type { SiteProfile } from "@shared/restaurant-profile.ts";

/**
 * The navigation order. Internal entries are routes; Pickup, Reservation and Voucher leave the
 * site through the server's counting redirect (`/go/<link>`), which works without JavaScript.
 */
export type NavItem =
  | { key: "home" | "about" | "menu" | "middayDiscount" | "contact"; to: string }
  | { key: "pickup" | "reservation" | "voucher"; href: string };

/**
 * The restaurant's links come from its profile; an empty one is left out, never a link to nowhere.
 * A set one goes through the site's own /go/<link>, which counts the click and redirects.
 */
export const navItems = ({ providers }: SiteProfile): readonly NavItem[] =>
  (
    [
      { key: "home", to: "/" },
      { key: "about", to: "/about" },
      { key: "menu", to: "/menu" },
      { key: "middayDiscount", to: "/middaydiscount" },
      { key: "pickup", href: outboundPath("pickup") },
      { key: "reservation", href: outboundPath("reservation") },
      { key: "voucher", href: outboundPath("voucher") },
      { key: "contact", to: "/contact" },
    ] as const satisfies readonly NavItem[]
  ).filter(
    (item) =>
      !("href" in item) || providers[item.key as "pickup" | "reservation" | "voucher"] !== "",
  );

/** On small screens these two stay in the header; the slide-in menu lists the rest. */
export const QUICK_LINK_KEYS: readonly NavItem["key"][] = ["pickup", "reservation"];
