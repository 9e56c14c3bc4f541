import { outboundPath } from "@shared/contract/visits.ts";

/**
 * The navigation order. Internal entries are routes; Pickup, Reservation and Voucher leave the
 * site through the server's counting redirect (`/go/<link>`), which works without JavaScript.
 */
export type NavItem =
  | { key: "home" | "about" | "menu" | "middayDiscount" | "contact"; to: string }
  | { key: "pickup" | "reservation" | "voucher"; href: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "home", to: "/" },
  { key: "about", to: "/about" },
  { key: "menu", to: "/menu" },
  { key: "middayDiscount", to: "/middaydiscount" },
  { key: "pickup", href: outboundPath("pickup") },
  { key: "reservation", href: outboundPath("reservation") },
  { key: "voucher", href: outboundPath("voucher") },
  { key: "contact", to: "/contact" },
];

/** On small screens these two stay in the header; the slide-in menu lists the rest. */
export const QUICK_LINK_KEYS: readonly NavItem["key"][] = ["pickup", "reservation"];
