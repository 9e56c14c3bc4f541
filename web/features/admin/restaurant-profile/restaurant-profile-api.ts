import type {
  ProfileGroup,
  ProfileGroups,
  RestaurantProfile,
} from "@shared/contract/restaurant-profile.ts";
import { apiRequest } from "~/lib/api/client";

export const restaurantProfileApi = {
  get: (signal?: AbortSignal) =>
    apiRequest<RestaurantProfile>("/api/restaurant-profile", { signal }),
  /** Saves one group; the answer is the whole profile, demo marks included. */
  save: ({ group, values }: { group: ProfileGroup; values: ProfileGroups[ProfileGroup] }) =>
    apiRequest<RestaurantProfile>(`/api/restaurant-profile/${group}`, {
      method: "PUT",
      json: values,
    }),
};
