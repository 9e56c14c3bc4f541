import type { OpeningHours, OpeningHoursInput } from "@shared/contract/opening-hours.ts";
import { apiRequest } from "~/lib/api/client";

export const openingHoursApi = {
  list: (signal?: AbortSignal) => apiRequest<OpeningHours[]>("/api/opening-hours", { signal }),
  /** Creates or replaces the weekday's record. */
  save: (day: OpeningHoursInput) =>
    apiRequest<OpeningHours>("/api/opening-hours", { method: "POST", json: day }),
  clear: (weekday: number) => apiRequest(`/api/opening-hours/${weekday}`, { method: "DELETE" }),
};
