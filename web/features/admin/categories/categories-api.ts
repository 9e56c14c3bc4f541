import { useQuery } from "@tanstack/react-query";
import type { Category, CategoryInput } from "@shared/contract/category.ts";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import { toCategoryRequest } from "@shared/contract/category-wire-codec.ts";
import { fromCategoryWire } from "@shared/contract/category-wire-codec.ts";
import type { CategoryOrderInputSchema } from "@shared/contract/sort-order.ts";
import type { z } from "zod";
import { apiRequest } from "~/lib/api/client";
import { queryKeys } from "../query-keys";

type CategoryOrderInput = z.input<typeof CategoryOrderInputSchema>;
const path = (id: string) => `/api/categories/${encodeURIComponent(id)}`;
/** The answer read as the one shape of a category, by the edge adapter. */
const category = async (answer: Promise<CategoryWire>): Promise<Category> =>
  fromCategoryWire(await answer);

/** The admin's categories, each answer read as the one shape (`shared/contract/category.ts`). */
export const categoriesApi = {
  list: async (signal?: AbortSignal): Promise<Category[]> =>
    (await apiRequest<CategoryWire[]>("/api/categories", { signal })).map(fromCategoryWire),
  create: (input: CategoryInput) =>
    category(
      apiRequest<CategoryWire>("/api/categories", {
        method: "POST",
        json: toCategoryRequest(input),
      }),
    ),
  update: ({ id, input }: { id: string; input: CategoryInput }) =>
    category(apiRequest<CategoryWire>(path(id), { method: "PUT", json: toCategoryRequest(input) })),
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
