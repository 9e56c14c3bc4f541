import type { OutboundLink } from "@shared/contract/visits.ts";
import type { PublicProfile } from "@shared/restaurant-profile.ts";

/** Where an outbound link leads: the provider's address in the restaurant profile; "" when none is set. */
export function outboundTarget(link: OutboundLink, profile: PublicProfile): string {
  return profile.providers[link];
}
