import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { moveById } from "../sort-order/reorder";
import { SortableItem, SortableList } from "../sort-order/sortable";
import { useReorder } from "../sort-order/use-reorder";
import { EmptyState, QueryGate } from "../ui/query-state";
import { dishesApi } from "./dishes-api";
import { DishRow } from "./dish-row";

/** The dishes of the chosen category, in an order staff can change, or of all categories when none is chosen. */
export function DishList({
  categoryId,
  categories,
}: {
  categoryId: string;
  categories: Category[];
}) {
  const { t, name } = useAdminI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dishes = useQuery({
    queryKey: queryKeys.dishesOf(categoryId),
    queryFn: ({ signal }) => dishesApi.list(categoryId, signal),
  });
  const category = categories.find((c) => c.id === categoryId);
  const categoryName = category && name(category.name);
  const onDeleted = () => headingRef.current?.focus();

  return (
    <section
      aria-labelledby="dish-list-heading"
      aria-describedby="dish-order-hint"
      className="flex flex-col gap-3"
    >
      <div>
        <h3
          id="dish-list-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold"
        >
          {categoryName
            ? t("dishes.listHeadingIn", { category: categoryName })
            : t("dishes.listHeading")}
        </h3>
        <p id="dish-order-hint" className="text-sm text-stone-600">
          {categoryId ? t("dishes.orderHint") : t("dishes.chooseCategoryToOrder")}
        </p>
      </div>
      <QueryGate query={dishes} what={t("dishes.what")} failed={t("dishes.loadFailed")}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t("dishes.empty")}</EmptyState>
          ) : categoryId ? (
            <SortableDishList
              key={categoryId}
              categoryId={categoryId}
              list={list}
              categories={categories}
              onDeleted={onDeleted}
            />
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((dish) => (
                <DishRow
                  key={dish.id}
                  dish={dish}
                  categories={categories}
                  showCategory
                  onDeleted={onDeleted}
                />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}

function SortableDishList({
  categoryId,
  list,
  categories,
  onDeleted,
}: {
  categoryId: string;
  list: Dish[];
  categories: Category[];
  onDeleted: () => void;
}) {
  const { name } = useAdminI18n();
  // "All categories" lists these dishes too, in this order.
  const reorder = useReorder<Dish>({
    queryKey: queryKeys.dishesOf(categoryId),
    save: (ids) => dishesApi.reorder(categoryId, ids),
    alsoStale: [queryKeys.dishes],
  });
  return (
    <SortableList items={list} nameOf={(dish) => name(dish.title)} onReorder={reorder}>
      <ul className="flex flex-col gap-2">
        {list.map((dish, index) => (
          <SortableItem key={dish.id} id={dish.id}>
            {(drag) => (
              <DishRow
                dish={dish}
                categories={categories}
                showCategory={false}
                onDeleted={onDeleted}
                drag={drag}
                move={{
                  index,
                  count: list.length,
                  onMove: (delta) => reorder(moveById(list, dish.id, delta)),
                }}
              />
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  );
}
