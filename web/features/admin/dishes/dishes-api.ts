import type { Dish } from "@shared/contract/dish.ts";
import type { DishOrderInputSchema } from "@shared/contract/sort-order.ts";
import type { z } from "zod";
import { apiRequest, UPLOAD_TIMEOUT_MS } from "~/lib/api/client";

const path = (id: string) => `/api/dishes/${encodeURIComponent(id)}`;

export const dishesApi = {
  /** Without a category, every dish. */
  list: (categoryId: string, signal?: AbortSignal) =>
    apiRequest<Dish[]>(
      categoryId ? `/api/dishes?categoryId=${encodeURIComponent(categoryId)}` : "/api/dishes",
      { signal },
    ),
  create: (form: FormData) =>
    apiRequest<Dish>("/api/dishes", { method: "POST", form, timeoutMs: UPLOAD_TIMEOUT_MS }),
  update: ({ id, form }: { id: string; form: FormData }) =>
    apiRequest<Dish>(path(id), { method: "PUT", form, timeoutMs: UPLOAD_TIMEOUT_MS }),
  setSoldOut: ({ id, soldOut }: { id: string; soldOut: boolean }) =>
    apiRequest<Dish>(`${path(id)}/sold-out`, { method: "PUT", json: { soldOut } }),
  remove: (id: string) => apiRequest(path(id), { method: "DELETE" }),
  /** Every dish of the category, in the new order. */
  reorder: (categoryId: string, ids: string[]) =>
    apiRequest("/api/dishes/order", {
      method: "PUT",
      json: { categoryId, ids } satisfies z.input<typeof DishOrderInputSchema>,
    }),
};
