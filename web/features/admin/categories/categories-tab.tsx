import { useRef } from "react";
import { EmptyState, QueryGate } from "../ui/query-state";
import { useCategories } from "./categories-api";
import { CategoryCreateForm } from "./category-create-form";
import { CategoryRow } from "./category-row";

export function CategoriesTab() {
  const categories = useCategories();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="flex flex-col gap-6">
      <CategoryCreateForm />
      <section aria-labelledby="category-list-heading" className="flex flex-col gap-3">
        <h3 id="category-list-heading" ref={listHeadingRef} tabIndex={-1} className="text-base font-semibold">
          All categories
        </h3>
        <QueryGate query={categories} what="categories" failed="Failed to load">
          {(list) =>
            list.length === 0 ? (
              <EmptyState>No categories yet. Add the first one above.</EmptyState>
            ) : (
              <ul className="flex flex-col gap-2">
                {list.map((category) => (
                  // The deleted row takes its Delete button with it; focus goes to the list instead.
                  <CategoryRow key={category._id} category={category} onDeleted={() => listHeadingRef.current?.focus()} />
                ))}
              </ul>
            )
          }
        </QueryGate>
      </section>
    </div>
  );
}
