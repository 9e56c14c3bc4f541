import { useQuery } from "@tanstack/react-query";
import type { HistoryEntryWire, TodayEntryWire } from "@shared/contract/history-wire.ts";
import { fromHistoryEntryWire, fromTodayEntryWire } from "@shared/contract/history-wire-codec.ts";
import { apiRequest } from "~/lib/api/client";
import { queryKeys } from "../query-keys";

export const historyApi = {
  /** Newest first; `before` (an entry's id) pages back. */
  list: ({ limit, before }: { limit: number; before?: string }, signal?: AbortSignal) =>
    apiRequest<HistoryEntryWire[]>(
      `/api/history?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ""}`,
      { signal },
    ).then((entries) => entries.map(fromHistoryEntryWire)),
  today: (signal?: AbortSignal) =>
    apiRequest<TodayEntryWire[]>("/api/history/today", { signal }).then((entries) =>
      entries.map(fromTodayEntryWire),
    ),
  undo: (id: string) =>
    apiRequest(`/api/history/${encodeURIComponent(id)}/undo`, { method: "POST" }),
};

export function useToday() {
  return useQuery({ queryKey: queryKeys.today, queryFn: ({ signal }) => historyApi.today(signal) });
}
