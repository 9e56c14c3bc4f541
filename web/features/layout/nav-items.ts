import type { PublicProfile } from "@shared/restaurant-profile.ts";

/** The navigation order. Internal entries are routes; Pickup, Reservation and Voucher leave the site. */
export type NavItem =
  | { key: "home" | "about" | "menu" | "middayDiscount" | "contact"; to: string }
  | { key: "pickup" | "reservation" | "voucher"; href: string };

/** The restaurant's links come from its profile; an empty one is left out, never a link to nowhere. */
export const navItems = ({ providers }: PublicProfile): readonly NavItem[] =>
  (
    [
      { key: "home", to: "/" },
      { key: "about", to: "/about" },
      { key: "menu", to: "/menu" },
      { key: "middayDiscount", to: "/middaydiscount" },
      { key: "pickup", href: providers.pickup },
      { key: "reservation", href: providers.reservation },
      { key: "voucher", href: providers.voucher },
      { key: "contact", to: "/contact" },
    ] as const satisfies readonly NavItem[]
  ).filter((item) => !("href" in item) || item.href !== "");

/** On small screens these two stay in the header; the slide-in menu lists the rest. */
export const QUICK_LINK_KEYS: readonly NavItem["key"][] = ["pickup", "reservation"];
