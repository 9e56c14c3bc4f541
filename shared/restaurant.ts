/**
 * The restaurant's identity: the one place for its name, address, contact data, external
 * providers and legal-notice data. Every value here is a fictional demo value, and the values that
 * would be wrong in a real deployment are marked "(Demo)" here and nowhere else: a real deployment
 * edits this file, and the legal pages take everything from it.
 */
export const restaurant = {
  name: "Masala Haus",
  legalName: "Masala Haus Soest GmbH (Demo)",
  tagline: {
    de: "Indische Küche mit Herz – frisch gekocht im Herzen von Soest",
    en: "Indian cooking with heart – freshly made in the heart of Soest",
  },
  address: {
    street: "Beispielstraße 12",
    postalCode: "59494",
    city: "Soest",
    region: "Nordrhein-Westfalen",
    country: "DE",
  },
  geo: { latitude: 51.5711, longitude: 8.1056 },
  phone: { display: "+49 2921 000 0000", href: "tel:+4929210000000" },
  email: "hallo@masala-haus.example",
  url: "https://masala-haus.example",
  cuisine: ["Indian", "Indisch"],
  priceRange: "€€",
  links: {
    pickup: "https://order.example.org/masala-haus-soest/pickup",
    /** The reservation link goes to a German-language page. */
    reservation: "https://order.example.org/masala-haus-soest/reservierung?lang=de",
    voucher: "https://order.example.org/masala-haus-soest/gutschein",
  },
  /**
   * What the legal notice (§ 5 DDG) and the privacy policy (Art. 13 GDPR) name. The legal
   * pages are filled from here; every value is a demo value to be replaced before going live.
   */
  legal: {
    operator: "Masala Haus Soest GmbH (Demo)",
    legalForm: {
      de: "Gesellschaft mit beschränkter Haftung (GmbH)",
      en: "private limited company (GmbH)",
    },
    representative: "Anita Sharma (Demo)",
    register: "Amtsgericht Arnsberg, HRB 0000 (Demo)",
    vatId: "DE000000000 (Demo)",
    /**
     * The Wirtschafts-Identifikationsnummer (§ 5 Abs. 1 Nr. 6 DDG), "DE" and nine digits, a hyphen
     * and five more, once the Federal Central Tax Office has issued one; null leaves it out.
     */
    economicId: "DE000000000-00001 (Demo)" as string | null,
    supervisoryAuthority: "Ordnungsamt der Stadt Soest",
    /** Responsible for the editorial content (§ 18 Abs. 2 MStV), at the restaurant's address. */
    contentResponsible: "Anita Sharma (Demo)",
    /** Contact for data-protection requests; no data protection officer is required at this size. */
    privacyEmail: "datenschutz@masala-haus.example",
    /** The company that runs the server (processor under Art. 28 GDPR): a placeholder until one is chosen. */
    hosting: {
      name: "Beispiel-Hosting GmbH (Demo)",
      address: "Musterweg 1, 00000 Musterstadt, Deutschland (Demo)",
    },
    /** The company whose servers receive and keep the e-mail to the contact addresses (a processor too). */
    emailProvider: {
      name: "Beispiel-Mail GmbH (Demo)",
      address: "Musterweg 2, 00000 Musterstadt, Deutschland (Demo)",
    },
    /** The data-protection supervisory authority for North Rhine-Westphalia (Art. 77 GDPR). */
    dataProtectionAuthority: {
      name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
      address: "Kavalleriestraße 2–4, 40213 Düsseldorf",
      url: "https://www.ldi.nrw.de",
    },
  },
  /**
   * Shown at the top of the legal pages while the values above are demo values; null once they
   * are all real.
   */
  demoNotice: {
    de: "Das Masala Haus ist ein fiktives Demo-Restaurant. Alle mit „(Demo)“ gekennzeichneten Angaben sind Platzhalter, die vor dem Livebetrieb durch die echten Daten ersetzt werden müssen.",
    en: "Masala Haus is a fictional demo restaurant: every detail marked “(Demo)” is a placeholder to be replaced with real data before going live.",
  } as { de: string; en: string } | null,
  /** The ordering, reservation and voucher provider the external links lead to (named in the privacy policy). */
  orderingProvider: { name: "Beispiel-Bestellsystem (Demo)", host: "order.example.org" },
  timeZone: "Europe/Berlin",
} as const;

export type Restaurant = typeof restaurant;

/** The two address lines shown in the footer, on the contact page and in the map link. */
export const addressLines = [
  restaurant.address.street,
  `${restaurant.address.postalCode} ${restaurant.address.city}`,
] as const;
