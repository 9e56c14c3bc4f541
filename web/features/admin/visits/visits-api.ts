import { useQuery } from "@tanstack/react-query";
import type { VisitPeriod, VisitsReport } from "@shared/contract/visits.ts";
import { apiRequest } from "~/lib/api/client";
import { queryKeys } from "../query-keys";

export const visitsApi = {
  report: (days: VisitPeriod, signal?: AbortSignal) =>
    apiRequest<VisitsReport>(`/api/visits?days=${days}`, { signal }),
};

export function useVisits(days: VisitPeriod) {
  return useQuery({
    queryKey: queryKeys.visits(days),
    queryFn: ({ signal }) => visitsApi.report(days, signal),
  });
}
