import type { SpecialDay, SpecialDayFields } from "@shared/contract/special-day.ts";
import { apiRequest } from "~/lib/api/client";

export const specialDaysApi = {
  /** Every special day, past ones included, ascending by start date. */
  list: (signal?: AbortSignal) => apiRequest<SpecialDay[]>("/api/special-days", { signal }),
  create: (input: SpecialDayFields) =>
    apiRequest<SpecialDay>("/api/special-days", { method: "POST", json: input }),
  remove: (id: string) =>
    apiRequest(`/api/special-days/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
