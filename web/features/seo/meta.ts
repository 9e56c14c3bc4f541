import type { MetaDescriptor } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { MenuPageCategory } from "@shared/contract/public-menu.ts";
import type { ShareImage } from "@shared/contract/public-data.ts";
import type { RestaurantPictures } from "@shared/contract/restaurant-pictures.ts";
import type { PageAnnouncement } from "@shared/announcement-page.ts";
import type { PageSpecialDay } from "@shared/special-day-page.ts";
import { EMPTY_PUBLIC_PROFILE, type SiteProfile } from "@shared/restaurant-profile.ts";
import { pageUrl } from "@shared/site-pages.ts";
import { menuJsonLd, restaurantJsonLd } from "@shared/structured-data/index.ts";
import { createI18n, type MessageKey } from "~/lib/i18n/i18n";
import { DEFAULT_LANG } from "@shared/language-rule.ts";

/**
 * The built-in picture chat apps and social networks show with a shared link (rendered by
 * scripts/generate-public-assets.mjs), while the restaurant has no logo or hero of its own; then
 * the server draws one from those (the root loader's `shareImage`).
 */
export const SHARE_IMAGE = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  type: "image/jpeg",
} as const;

/** Open Graph locales of the two languages. */
const OG_LOCALE: Record<Lang, string> = { de: "de_DE", en: "en_GB" };

export const PUBLIC_LAYOUT_ID = "routes/public-layout";

interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
}
type Matches = readonly (MatchLike | undefined)[];

export interface RootData {
  lang?: Lang;
  siteUrl?: string;
  profile?: SiteProfile;
  pictures?: RestaurantPictures;
  shareImage?: ShareImage | null;
}

/** What the public layout's loader reads for the Restaurant every public page describes. */
export interface LayoutData {
  weekly: OpeningHours[];
  specialDays: PageSpecialDay[];
  /** Running today: shown at the top of every public page. */
  announcements: PageAnnouncement[];
}

type DescriptionKey = Extract<MessageKey, `meta.descriptions.${string}`>;

export interface PageMetaOptions {
  /** The page's title key; without one (and without `titleText`) the restaurant-branded home title. */
  title?: MessageKey;
  /** A title that is content (a PDF's): wins over `title`. */
  titleText?: string;
  description: DescriptionKey;
  /** Pages that must not be indexed (404s): no canonical address, no alternates. */
  noindex?: boolean;
}

const loaderDataOf = <T>(matches: Matches, id: string) =>
  matches.find((m) => m?.id === id)?.loaderData as T | undefined;

/** The language the root loader chose for this request. */
export function langOf(matches: Matches): Lang {
  return loaderDataOf<RootData>(matches, "root")?.lang ?? DEFAULT_LANG;
}

/** The site's public address (PUBLIC_URL), as the root loader read it from the load context. */
export function siteUrlOf(matches: Matches): string {
  return (loaderDataOf<RootData>(matches, "root")?.siteUrl ?? "").replace(/\/+$/, "");
}

/** The restaurant profile the root loader read for this render. */
export function profileOf(matches: Matches): SiteProfile {
  return loaderDataOf<RootData>(matches, "root")?.profile ?? EMPTY_PUBLIC_PROFILE;
}

/** How a description names the restaurant: with its town once the address has one. */
export function restaurantInCity(profile: SiteProfile, lang: Lang): string {
  const { name } = profile.identity;
  const city = profile.address.city.trim();
  return city ? createI18n(lang).t("meta.nameInCity", { name, city }) : name;
}

/**
 * Everything a public page puts into <head> besides the stylesheets: title and description,
 * the canonical address and its German / English / default alternates, Open Graph and Twitter
 * card tags with the share image, and the schema.org Restaurant built from the stored hours.
 * Each language has its own address (`?lang=de|en`), which is the canonical one.
 */
export function pageMeta(matches: Matches, options: PageMetaOptions): MetaDescriptor[] {
  const lang = langOf(matches);
  const { t } = createI18n(lang);
  const siteUrl = siteUrlOf(matches);
  // "/menu/" is the same page as "/menu": one canonical address for both.
  const path = ([...matches].reverse().find((m) => m?.pathname)?.pathname ?? "/").replace(
    /(.)\/+$/,
    "$1",
  );
  const page = options.titleText || (options.title && t(options.title));
  const profile = profileOf(matches);
  const { name } = profile.identity;
  const title = page ? `${page} | ${name}` : t("meta.homeTitle", { name });
  const description = t(options.description, { restaurant: restaurantInCity(profile, lang) });
  const canonical = pageUrl(siteUrl, path, lang);
  const root = loaderDataOf<RootData>(matches, "root");
  const own = root?.shareImage;
  const share = own ? { ...own, path: own.url } : SHARE_IMAGE;
  const image = `${siteUrl}${share.path}`;
  // The own picture is the hero's still with the logo: the owner's words for those describe it.
  const ownAlt = root?.pictures?.hero?.alt[lang] || root?.pictures?.logo?.alt[lang] || name;
  const imageAlt = own ? ownAlt : t("meta.shareImageAlt");
  const layout = loaderDataOf<LayoutData>(matches, PUBLIC_LAYOUT_ID);

  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (options.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: pageUrl(siteUrl, path, "de") },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: pageUrl(siteUrl, path, "en") },
      // German is what an address without a choice shows. The bare address is no alternate of its
      // own: it names the German page as canonical, and an alternate must be a canonical address.
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: pageUrl(siteUrl, path, DEFAULT_LANG),
      },
    );
  }
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[lang === "de" ? "en" : "de"] },
    { property: "og:image", content: image },
    { property: "og:image:type", content: share.type },
    { property: "og:image:width", content: String(share.width) },
    { property: "og:image:height", content: String(share.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  // React Router renders these as <script type="application/ld+json"> with "<" escaped.
  if (layout)
    tags.push({
      "script:ld+json": restaurantJsonLd({
        siteUrl,
        profile,
        weekly: layout.weekly,
        specialDays: layout.specialDays,
        imageUrl: image,
      }),
    });
  return tags;
}

/** The menu as schema.org Menu → MenuSection → MenuItem with offers in EUR, in the page's language. */
export function menuStructuredData(matches: Matches, categories: readonly MenuPageCategory[]) {
  const lang = langOf(matches);
  return menuJsonLd({
    siteUrl: siteUrlOf(matches),
    name: `${profileOf(matches).identity.name} – ${createI18n(lang).t("meta.menu")}`,
    categories,
    lang,
  });
}
