import { useRouteLoaderData } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import type { RestaurantPictures, SitePicture } from "@shared/contract/restaurant-pictures.ts";

/** The built-in pictures in web/public, shown where nothing is uploaded. */
export const BUILT_IN = {
  logo: "/logo.svg",
  heroPoster: "/media/hero-poster.webp",
  heroVideos: [
    { url: "/media/hero.webm", type: "video/webm" },
    { url: "/media/hero.mp4", type: "video/mp4" },
  ],
  about: ["/about/about-1.webp", "/about/about-2.webp", "/about/about-3.webp"],
} as const;

/** The uploaded pictures, as the root loader read them (absent on an error page before it ran). */
export function useSitePictures(): RestaurantPictures | null {
  const root = useRouteLoaderData("root") as { pictures?: RestaurantPictures } | undefined;
  return root?.pictures ?? null;
}

export function useLogoSrc(): string {
  return useSitePictures()?.logo?.url ?? BUILT_IN.logo;
}

/** The widest variant: a backdrop fills the screen, and a poster takes no `srcset`. */
export const widest = (picture: SitePicture): string =>
  picture.variants.reduce((a, b) => (b.width > a.width ? b : a), { width: 0, url: picture.url })
    .url;

export const srcSetOf = (picture: SitePicture): string =>
  picture.variants.map((v) => `${v.url} ${v.width}w`).join(", ");

export const altOf = (picture: SitePicture, lang: Lang): string => picture.alt[lang];
