/**
 * What every restaurant this software serves has in common: its clock. The restaurant's own
 * identity, contact data, links, legal data and texts are its profile
 * (shared/contract/restaurant-profile.ts), edited in the admin.
 */
export const restaurant = {
  timeZone: "Europe/Berlin",
  /**
   * The data-protection supervisory authority the privacy policy names (Art. 77 GDPR): the one of
   * North Rhine-Westphalia, where the restaurants this site is made for are.
   */
  dataProtectionAuthority: {
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
    address: "Kavalleriestraße 2–4, 40213 Düsseldorf",
    url: "https://www.ldi.nrw.de",
  },
} as const;

/** The two address lines shown in the footer, on the contact page and in the map link (empty ones left out). */
export const addressLines = (address: {
  street: string;
  postalCode: string;
  city: string;
}): string[] => [address.street, `${address.postalCode} ${address.city}`.trim()].filter(Boolean);
