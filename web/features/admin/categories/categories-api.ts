import { useQuery } from "@tanstack/react-query";
import type { Category, CategoryInput } from "@shared/contract/category.ts";
import type { CategoryOrderInputSchema } from "@shared/contract/sort-order.ts";
import type { z } from "zod";
import { apiRequest } from "~/lib/api/client";
import { queryKeys } from "../query-keys";

type CategoryOrderInput = z.input<typeof CategoryOrderInputSchema>;
const path = (id: string) => `/api/categories/${encodeURIComponent(id)}`;

export const categoriesApi = {
  list: (signal?: AbortSignal) => apiRequest<Category[]>("/api/categories", { signal }),
  create: (input: CategoryInput) =>
    apiRequest<Category>("/api/categories", { method: "POST", json: input }),
  update: ({ id, input }: { id: string; input: CategoryInput }) =>
    apiRequest<Category>(path(id), { method: "PUT", json: input }),
  remove: (id: string) => apiRequest(path(id), { method: "DELETE" }),
  /** Every category's id, in the new order. */
  reorder: (ids: string[]) =>
    apiRequest("/api/categories/order", {
      method: "PUT",
      json: { ids } satisfies CategoryOrderInput,
    }),
};

/** The categories in their order; the Dishes tab reads the same list. */
export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => categoriesApi.list(signal),
  });
}
