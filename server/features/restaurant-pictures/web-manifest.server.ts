import type { PublicProfile } from "@shared/restaurant-profile.ts";
import type { SitePicture } from "@shared/contract/restaurant-pictures.ts";
import { ICON_GROUND } from "./restaurant-pictures.service.server.ts";

/** The built-in icons in web/public, shown while no logo is uploaded. */
const DEFAULT_ICONS = {
  any192: "/icon-192.png",
  any512: "/icon-512.png",
  maskable512: "/icon-maskable-512.png",
};

/** The web app manifest: the home screen's name and icons, the icons of the uploaded logo once there is one. */
export function webManifest(logo: SitePicture | null, { identity, address }: PublicProfile) {
  const icons = logo?.icons ?? DEFAULT_ICONS;
  return {
    id: "/",
    name: address.city ? `${identity.name} – ${address.city}` : identity.name,
    short_name: identity.name,
    description: identity.tagline.de,
    lang: "de",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    // A home-screen shortcut opens the site in the browser: an installable app made Chrome animate
    // its install offer while the page started, on the phone's processor (decision record 019 kept this).
    display: "browser",
    theme_color: ICON_GROUND,
    background_color: ICON_GROUND,
    icons: [
      { src: icons.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: icons.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: icons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
