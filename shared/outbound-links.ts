/**
 * The links that leave the site through a counting redirect (`/go/<link>`): to the ordering,
 * reservation and voucher provider. Apart from the contract, which holds zod, so that the public
 * pages' script that draws these links never loads zod.
 */
export const OUTBOUND_LINKS = ["pickup", "reservation", "voucher"] as const;
export type OutboundLink = (typeof OUTBOUND_LINKS)[number];

/** The same-site address of an outbound link: it counts the click and redirects to the provider. */
export const outboundPath = (link: OutboundLink) => `/go/${link}`;
