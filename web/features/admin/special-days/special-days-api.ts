import type { SpecialDay, SpecialDayInput } from "@shared/contract/special-day.ts";
import type { SpecialDayWire } from "@shared/contract/special-day-wire.ts";
import { toSpecialDayRequest } from "@shared/contract/special-day-wire-codec.ts";
import { fromSpecialDayWire } from "@shared/contract/special-day-wire-codec.ts";
import { apiRequest } from "~/lib/api/client";

/** The admin's special days, each answer read as the one shape (`shared/contract/special-day.ts`). */
export const specialDaysApi = {
  /** Every special day, past ones included, ascending by start date. */
  list: async (signal?: AbortSignal): Promise<SpecialDay[]> =>
    (await apiRequest<SpecialDayWire[]>("/api/special-days", { signal })).map(fromSpecialDayWire),
  create: async (input: SpecialDayInput): Promise<SpecialDay> =>
    fromSpecialDayWire(
      await apiRequest<SpecialDayWire>("/api/special-days", {
        method: "POST",
        json: toSpecialDayRequest(input),
      }),
    ),
  remove: (id: string) =>
    apiRequest(`/api/special-days/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
