import { useRouteLoaderData } from "react-router";
import { EMPTY_PUBLIC_PROFILE, type PublicProfile } from "@shared/restaurant-profile.ts";

/** The restaurant profile the root loader read for this render. */
export function useProfile(): PublicProfile {
  return useRouteLoaderData<{ profile?: PublicProfile }>("root")?.profile ?? EMPTY_PUBLIC_PROFILE;
}
