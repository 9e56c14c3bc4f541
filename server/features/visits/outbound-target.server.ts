import type { OutboundLink } from "@shared/contract/visits.ts";
import { restaurant } from "@shared/restaurant.ts";

/** Where an outbound link leads: the one place that knows the providers' addresses. */
export function outboundTarget(link: OutboundLink): string {
  return restaurant.links[link];
}
