import type { PublicProfile } from "@shared/restaurant-profile.ts";
import type { SitePicture } from "@shared/contract/restaurant-pictures.ts";
import { ADMIN_SCOPE, ADMIN_TODAY_HASH } from "@shared/admin-app.ts";
import { webManifest } from "./web-manifest.server.ts";

/**
 * The admin's own manifest, linked from the admin page alone: staff put the panel on the home
 * screen as an app of its own, which opens on "Heute" without the browser's bars and stays
 * within /admin (the public site keeps its shortcut that opens in the browser).
 */
export function adminManifest(logo: SitePicture | null, profile: PublicProfile) {
  const site = webManifest(logo, profile);
  return {
    ...site,
    id: ADMIN_SCOPE,
    name: `${profile.identity.name} – Admin`,
    short_name: profile.identity.name,
    description: `${profile.identity.name}: Heute, Speisekarte und Öffnungszeiten`,
    start_url: `${ADMIN_SCOPE}${ADMIN_TODAY_HASH}`,
    scope: ADMIN_SCOPE,
    display: "standalone",
  };
}
