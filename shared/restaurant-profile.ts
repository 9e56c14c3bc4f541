import type { Lang } from "./contract/common.ts";
import type { DemoField, ProfileGroups } from "./contract/restaurant-profile.ts";

/**
 * The restaurant profile's defaults and the helpers the pages use to show it. Free of zod and the
 * phone library, so the public pages' script stays small; the rules are in
 * shared/contract/restaurant-profile.ts.
 */

export type { DemoField, ProfileGroups };

export const SOCIAL_NETWORKS = ["instagram", "facebook", "x", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * What the public pages read, once per render: the profile with the phone ready to show and to
 * dial (so the site's pages need no phone library) and whether the legal pages still carry demo values.
 */
export type PublicProfile = ProfileGroups & {
  phone: { display: string; href: string } | null;
  legalIsDemo: boolean;
};

/**
 * What every public page shows of the profile, and so all the root loader sends: the texts go
 * only with the pages that show them (`pageTextsOf`), the legal data only with the legal pages.
 * Both languages' texts on every page had made each page's HTML about 4 KB (compressed) heavier.
 */
export type SiteProfile = Omit<PublicProfile, "legal" | "texts">;

export function siteProfileOf(profile: PublicProfile): SiteProfile {
  const { legal: _legal, texts: _texts, ...site } = profile;
  return site;
}

export type ProfileTextName = keyof ProfileGroups["texts"];

/** The profile's texts as a page shows them: each in the page's language. */
export type PageTexts = Record<ProfileTextName, string>;

/** The named texts of the profile in `lang`, for the one page that shows them. */
export function pageTextsOf<Name extends ProfileTextName>(
  profile: PublicProfile,
  lang: Lang,
  names: readonly Name[],
): Pick<PageTexts, Name> {
  return Object.fromEntries(names.map((name) => [name, profile.texts[name][lang]])) as Pick<
    PageTexts,
    Name
  >;
}

const emptyText = { de: "", en: "" };

/** A new restaurant's profile: nothing that links anywhere, nothing that claims anything. */
export const EMPTY_PROFILE: ProfileGroups = {
  identity: { name: "Restaurant", tagline: emptyText, cuisine: "", priceRange: "" },
  address: { street: "", postalCode: "", city: "", latitude: null, longitude: null },
  contact: { phone: "", email: "" },
  providers: { pickup: "", reservation: "", voucher: "", providerName: "" },
  social: { instagram: "", facebook: "", x: "", youtube: "", tiktok: "" },
  legal: {
    operator: "",
    legalForm: emptyText,
    representatives: "",
    registerCourt: "",
    registerNumber: "",
    vatId: "",
    economicId: "",
    supervisoryAuthority: "",
    contentResponsible: "",
    privacyEmail: "",
    hostingName: "",
    hostingAddress: "",
    emailProviderName: "",
    emailProviderAddress: "",
  },
  texts: {
    hero: emptyText,
    about: emptyText,
    storyKicker: emptyText,
    story: emptyText,
    storyQuote: emptyText,
    storyQuoteBy: emptyText,
  },
};

/** Paragraphs of a plain text: separated by blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The host of a link, for the privacy policy; empty for none. */
export const hostOf = (link: string): string => {
  try {
    return link ? new URL(link).hostname : "";
  } catch {
    return "";
  }
};

/**
 * A map position from what an owner pastes: "51.57, 8.10", an OpenStreetMap link (`#map=z/lat/lon`
 * or `mlat=…&mlon=…`) or a Google Maps link (`@lat,lon` or `q=lat,lon`). Null when none is found.
 */
export function parseMapPosition(text: string): { latitude: number; longitude: number } | null {
  const patterns = [
    /[?&]mlat=(-?\d+(?:\.\d+)?)&mlon=(-?\d+(?:\.\d+)?)/,
    /#map=\d+\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/,
    /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/,
    /[?&](?:q|query|ll)=(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)/,
    /^\s*(-?\d+(?:\.\d+)?)\s*[,;]\s*(-?\d+(?:\.\d+)?)\s*$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { latitude, longitude };
  }
  return null;
}

/** The public view of a new restaurant, also what a page shows when the profile cannot be read. */
export const EMPTY_PUBLIC_PROFILE: PublicProfile = {
  ...EMPTY_PROFILE,
  phone: null,
  legalIsDemo: false,
};

type MapAddress = ProfileGroups["address"];

/** OpenStreetMap's embeddable map around the pin; empty while the position is not set. */
export function mapEmbedUrl({ latitude: lat, longitude: lon }: MapAddress): string {
  if (lat === null || lon === null) return "";
  const bbox = [lon - 0.008, lat - 0.004, lon + 0.008, lat + 0.004]
    .map((n) => n.toFixed(5))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** The pin on openstreetmap.org, or a search for the address while no position is set; empty without either. */
export function mapLinkUrl(address: MapAddress): string {
  const { latitude: lat, longitude: lon } = address;
  if (lat !== null && lon !== null)
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  const query = [address.street, `${address.postalCode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(", ");
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : "";
}
