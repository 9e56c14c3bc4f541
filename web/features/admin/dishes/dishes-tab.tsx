import { useRef, useState } from "react";
import { errorText } from "~/shared/api/client";
import { useCategories } from "../categories/categories-api";
import { Card } from "../ui/card";
import { SelectField } from "../ui/fields";
import { LoadError, Loading } from "../ui/query-state";
import { DishCreateForm } from "./dish-create-form";
import { DishList } from "./dish-list";

export function DishesTab() {
  const categories = useCategories();
  const scopeRef = useRef<HTMLDivElement>(null);
  const [categoryId, setCategoryId] = useState("");
  const [categoryError, setCategoryError] = useState<string | undefined>();

  if (categories.isPending) return <Loading what="categories" />;
  if (categories.isError) return <LoadError message={errorText(categories.error, "Failed to load categories")} onRetry={() => categories.refetch()} />;

  const list = categories.data;
  // A category deleted meanwhile counts as none chosen.
  const chosen = list.find((c) => c._id === categoryId);

  return (
    <div ref={scopeRef} className="flex flex-col gap-6">
      <Card aria-label="Category selection">
        <SelectField
          label="Category"
          value={chosen ? categoryId : ""}
          error={categoryError}
          hint={list.length === 0 ? "There are no categories yet: add one in the Categories tab first." : "Shows the category's dishes; new dishes are added to it."}
          onChange={(e) => {
            setCategoryId(e.target.value);
            setCategoryError(undefined);
          }}
          className="sm:max-w-md"
        >
          <option value="">All categories</option>
          {list.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </Card>
      <DishCreateForm categoryId={chosen ? categoryId : ""} categoryName={chosen?.name} onCategoryError={setCategoryError} scopeRef={scopeRef} />
      <DishList categoryId={chosen ? categoryId : ""} categories={list} />
    </div>
  );
}
