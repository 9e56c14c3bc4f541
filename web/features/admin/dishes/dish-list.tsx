import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { Category } from "@shared/contract/category.ts";
import { queryKeys } from "../query-keys";
import { EmptyState, QueryGate } from "../ui/query-state";
import { dishesApi } from "./dishes-api";
import { DishRow } from "./dish-row";

/** The dishes of the chosen category, or of all categories when none is chosen. */
export function DishList({ categoryId, categories }: { categoryId: string; categories: Category[] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dishes = useQuery({ queryKey: queryKeys.dishesOf(categoryId), queryFn: ({ signal }) => dishesApi.list(categoryId, signal) });
  const categoryName = categories.find((c) => c._id === categoryId)?.name;

  return (
    <section aria-labelledby="dish-list-heading" className="flex flex-col gap-3">
      <h3 id="dish-list-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold">
        {categoryName ? `Dishes in ${categoryName}` : "All dishes"}
      </h3>
      <QueryGate query={dishes} what="dishes" failed="Failed to load dishes">
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No dishes yet.</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((dish) => (
                <DishRow key={dish._id} dish={dish} categories={categories} showCategory={!categoryId} onDeleted={() => headingRef.current?.focus()} />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}
