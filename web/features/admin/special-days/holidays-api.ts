import type { Holiday } from "@shared/contract/holiday.ts";
import { apiRequest } from "~/lib/api/client";

export const holidaysApi = {
  /** NRW's public holidays of one year, by date. */
  list: (year: number, signal?: AbortSignal) =>
    apiRequest<Holiday[]>(`/api/holidays?year=${year}`, { signal }),
};
