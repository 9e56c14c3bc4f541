import { useRouteLoaderData } from "react-router";
import { EMPTY_PUBLIC_PROFILE, type SiteProfile } from "@shared/restaurant-profile.ts";

/** What every page shows of the restaurant profile, as the root loader read it for this render. */
export function useProfile(): SiteProfile {
  return useRouteLoaderData<{ profile?: SiteProfile }>("root")?.profile ?? EMPTY_PUBLIC_PROFILE;
}
