import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "~/lib/api/client";

export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry for a dropped connection (phones on the move); an HTTP error is an answer.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError),
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
