import { useRef, useState } from "react";
import type { Category } from "@shared/contract/category.ts";
import { useCategories } from "../categories/categories-api";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SelectField } from "../ui/fields";
import { MenuTransferCard } from "../menu-transfer/menu-transfer-card";
import { QueryGate } from "../ui/query-state";
import { DishCreateForm } from "./dish-create-form";
import { DishList } from "./dish-list";
import { LegalWarningsPanel } from "./legal-warnings-panel";

export function DishesTab() {
  const { t } = useAdminI18n();
  const categories = useCategories();
  return (
    <QueryGate
      query={categories}
      what={t("dishes.categoriesWhat")}
      failed={t("dishes.categoriesFailed")}
    >
      {(list) => <DishesWorkspace categories={list} />}
    </QueryGate>
  );
}

/** The category selection drives both the list and where the create form adds dishes. */
function DishesWorkspace({ categories }: { categories: Category[] }) {
  const { t, name } = useAdminI18n();
  const scopeRef = useRef<HTMLDivElement>(null);
  const [categoryId, setCategoryId] = useState("");
  const [categoryError, setCategoryError] = useState<string | undefined>();
  // A category deleted meanwhile counts as none chosen.
  const chosen = categories.find((c) => c.id === categoryId);
  const chosenId = chosen?.id ?? "";
  // The list comes first; the long form opens when someone means to add a dish.
  const [adding, setAdding] = useState(false);

  return (
    <div ref={scopeRef} className="flex flex-col gap-6">
      <LegalWarningsPanel categories={categories} />
      <MenuTransferCard />
      <Card aria-label={t("dishes.selection")}>
        <SelectField
          label={t("dishes.category")}
          value={chosenId}
          error={categoryError}
          hint={categories.length === 0 ? t("dishes.noCategories") : t("dishes.categoryHint")}
          onChange={(e) => {
            setCategoryId(e.target.value);
            setCategoryError(undefined);
          }}
          className="sm:max-w-md"
        >
          <option value="">{t("dishes.allCategories")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {name(category.name)}
            </option>
          ))}
        </SelectField>
        <Button
          variant={adding ? "secondary" : "primary"}
          aria-expanded={adding}
          aria-controls="dish-create"
          onClick={() => setAdding((open) => !open)}
          className="mt-4 max-sm:w-full"
        >
          {adding ? t("dishes.closeForm") : t("dishes.newDish")}
        </Button>
      </Card>
      <div id="dish-create" hidden={!adding}>
        {adding && (
          <DishCreateForm
            categoryId={chosenId}
            categoryName={chosen && name(chosen.name)}
            onCategoryError={setCategoryError}
            scopeRef={scopeRef}
            focusOnMount
          />
        )}
      </div>
      <DishList categoryId={chosenId} categories={categories} />
    </div>
  );
}
