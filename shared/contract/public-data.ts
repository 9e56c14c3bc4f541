import type { Announcement } from "./announcement.ts";
import type { Lang } from "./common.ts";
import type { MenuImage, Pdf } from "./menu-image.ts";
import type { OpeningHours } from "./opening-hours.ts";
import type { PublicMenuCategory } from "./public-menu.ts";
import type { RestaurantPictures } from "./restaurant-pictures.ts";
import type { PublicProfile } from "../restaurant-profile.ts";
import type { SpecialDay } from "./special-day.ts";

/**
 * What the server hands the web app's route loaders (React Router's load context), so
 * server-rendered pages read the same data as the public API without an HTTP round trip.
 * The answers are the public API's response bodies, but for the menu, the special days, the
 * announcements and the menu images: those are the one shape, which the API's routes turn into
 * their wire format (`toPublicMenuWire`, `toSpecialDayWire`, `toAnnouncementWire`,
 * `toMenuImageWire`).
 */
export interface PublicData {
  /** The categories, each with the dishes on offer today. */
  menu(): Promise<PublicMenuCategory[]>;
  openingHours(): Promise<OpeningHours[]>;
  menuImages(lang: Lang | undefined): Promise<MenuImage[]>;
  pdf(id: string): Promise<Pdf | null>;
  /** The restaurant profile, read once per render. */
  profile(): Promise<PublicProfile>;
  /**
   * Current and upcoming special days (ending today or later in Europe/Berlin), by start date,
   * as their one shape. The open-now badge asks from yesterday on: last night's interval may run
   * past midnight.
   */
  specialDays(endingOnOrAfter?: string): Promise<SpecialDay[]>;
  /**
   * The announcements running today (Europe/Berlin), as their one shape: staff's own, then those
   * of special days ahead.
   */
  announcements(): Promise<Announcement[]>;
  /** The restaurant's uploaded pictures; a place without one shows the built-in picture. */
  pictures(): Promise<RestaurantPictures>;
  /** The share picture made of the restaurant's own logo and hero; null while it has neither. */
  shareImage(): Promise<ShareImage | null>;
}

/** A share picture: where it is, its size and its type, for the page's Open Graph tags. */
export type ShareImage = { url: string; width: number; height: number; type: "image/jpeg" };

// A type alias, not an interface: React Router's load context needs an indexable type.
export type WebLoadContext = {
  data: PublicData;
  /** The site's public address (PUBLIC_URL), for canonical links and structured data. */
  siteUrl: string;
  /** This render's Content-Security-Policy nonce (production); the page's inline scripts carry it. */
  nonce?: string;
  /** Whether the server counts visits (VISIT_COUNTING): the privacy policy describes it only then. */
  visitCounting?: boolean;
  /** This render's document-only part, which its loaders fill (each render gets its own). */
  documentOnly?: DocumentOnly;
  /**
   * The built module of each language's texts (production), which a page needs before it
   * hydrates: a page that preloads its modules preloads its texts with them.
   */
  catalogueModules?: Partial<Record<Lang, string>>;
};

/**
 * What a render writes into the HTML document but never into the route's data the browser
 * decodes to hydrate: the page works without it in the browser, and there it would be its
 * weight twice (docs/decisions/037-document-only-structured-data.md).
 */
export type DocumentOnly = {
  /** The page's own schema.org object (the menu's) as JSON, made only when a document is rendered. */
  structuredData?: () => string;
};
