import { useQuery } from "@tanstack/react-query";
import type { HistoryEntry, TodayEntry } from "@shared/contract/history.ts";
import { apiRequest } from "~/lib/api/client";
import { queryKeys } from "../query-keys";

export const historyApi = {
  /** Newest first; `before` (an entry's id) pages back. */
  list: ({ limit, before }: { limit: number; before?: string }, signal?: AbortSignal) =>
    apiRequest<HistoryEntry[]>(
      `/api/history?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ""}`,
      { signal },
    ),
  today: (signal?: AbortSignal) => apiRequest<TodayEntry[]>("/api/history/today", { signal }),
  undo: (id: string) =>
    apiRequest(`/api/history/${encodeURIComponent(id)}/undo`, { method: "POST" }),
};

export function useToday() {
  return useQuery({ queryKey: queryKeys.today, queryFn: ({ signal }) => historyApi.today(signal) });
}
