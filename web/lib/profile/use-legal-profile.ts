import { useLoaderData } from "react-router";
import { EMPTY_PROFILE, type ProfileGroups } from "@shared/restaurant-profile.ts";

export type LegalProfile = ProfileGroups["legal"];

/**
 * The profile's legal data, which only the legal pages' loaders send (as `legal`): the rest of
 * the site never carries it. Call it from a component the legal page's route renders.
 */
export function useLegalProfile(): LegalProfile {
  return useLoaderData<{ legal?: LegalProfile }>()?.legal ?? EMPTY_PROFILE.legal;
}
