import { useRef } from "react";
import type { Category } from "@shared/contract/category.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { moveById, nextPosition } from "../sort-order/reorder";
import { SortableItem, SortableList } from "../sort-order/sortable";
import { useReorder } from "../sort-order/use-reorder";
import { EmptyState, QueryGate } from "../ui/query-state";
import { categoriesApi, useCategories } from "./categories-api";
import { CategoryCreateForm } from "./category-create-form";
import { CategoryRow } from "./category-row";

export function CategoriesTab() {
  const { t } = useAdminI18n();
  const categories = useCategories();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="flex flex-col gap-6">
      <CategoryCreateForm position={nextPosition(categories.data ?? [])} />
      <section
        aria-labelledby="category-list-heading"
        aria-describedby="category-order-hint"
        className="flex flex-col gap-3"
      >
        <div>
          <h3
            id="category-list-heading"
            ref={listHeadingRef}
            tabIndex={-1}
            className="text-base font-semibold"
          >
            {t("categories.listHeading")}
          </h3>
          <p id="category-order-hint" className="text-sm text-stone-600">
            {t("categories.orderHint")}
          </p>
        </div>
        <QueryGate
          query={categories}
          what={t("categories.what")}
          failed={t("categories.loadFailed")}
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState>{t("categories.empty")}</EmptyState>
            ) : (
              // The deleted row takes its Delete button with it; focus goes to the list instead.
              <SortableCategoryList list={list} onDeleted={() => listHeadingRef.current?.focus()} />
            )
          }
        </QueryGate>
      </section>
    </div>
  );
}

function SortableCategoryList({ list, onDeleted }: { list: Category[]; onDeleted: () => void }) {
  // The dishes of "All categories" are listed in category order, so they change too.
  const { name } = useAdminI18n();
  const reorder = useReorder<Category>({
    queryKey: queryKeys.categories,
    save: categoriesApi.reorder,
    alsoStale: [queryKeys.dishes],
  });
  return (
    <SortableList items={list} nameOf={(category) => name(category.name)} onReorder={reorder}>
      <ul className="flex flex-col gap-2">
        {list.map((category, index) => (
          <SortableItem key={category.id} id={category.id}>
            {(drag) => (
              <CategoryRow
                category={category}
                onDeleted={onDeleted}
                drag={drag}
                move={{
                  index,
                  count: list.length,
                  onMove: (delta) => reorder(moveById(list, category.id, delta)),
                }}
              />
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  );
}
