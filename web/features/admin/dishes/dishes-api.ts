import type { Dish } from "@shared/contract/dish.ts";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { fromDishWire } from "@shared/contract/dish-wire-codec.ts";
import type { DishOrderInputSchema } from "@shared/contract/sort-order.ts";
import type { z } from "zod";
import { apiRequest, UPLOAD_TIMEOUT_MS } from "~/lib/api/client";

const path = (id: string) => `/api/dishes/${encodeURIComponent(id)}`;
/** The answer read as the one shape of a dish, by the edge adapter. */
const dish = async (answer: Promise<DishWire>): Promise<Dish> => fromDishWire(await answer);

/** The admin's dishes, each answer read as the one shape (`shared/contract/dish.ts`). */
export const dishesApi = {
  /** Without a category, every dish. */
  list: async (categoryId: string, signal?: AbortSignal): Promise<Dish[]> =>
    (
      await apiRequest<DishWire[]>(
        categoryId ? `/api/dishes?categoryId=${encodeURIComponent(categoryId)}` : "/api/dishes",
        { signal },
      )
    ).map(fromDishWire),
  create: (form: FormData) =>
    dish(
      apiRequest<DishWire>("/api/dishes", { method: "POST", form, timeoutMs: UPLOAD_TIMEOUT_MS }),
    ),
  update: ({ id, form }: { id: string; form: FormData }) =>
    dish(apiRequest<DishWire>(path(id), { method: "PUT", form, timeoutMs: UPLOAD_TIMEOUT_MS })),
  setSoldOut: ({ id, soldOut }: { id: string; soldOut: boolean }) =>
    dish(apiRequest<DishWire>(`${path(id)}/sold-out`, { method: "PUT", json: { soldOut } })),
  remove: (id: string) => apiRequest(path(id), { method: "DELETE" }),
  /** Every dish of the category, in the new order. */
  reorder: (categoryId: string, ids: string[]) =>
    apiRequest("/api/dishes/order", {
      method: "PUT",
      json: { categoryId, ids } satisfies z.input<typeof DishOrderInputSchema>,
    }),
};
