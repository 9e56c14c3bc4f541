import { useEffect, useRef, type FormEvent } from "react";
import type { Category } from "@shared/contract/category.ts";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import { useDelete } from "../history/use-delete";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { SaveCancel } from "../ui/save-cancel";
import { SubmitError } from "../ui/fields";
import { useConfirm } from "../ui/confirm";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useEditMode } from "../ui/use-edit-mode";
import { useSchemaForm } from "../ui/use-schema-form";
import { queryKeys } from "../query-keys";
import {
  DragHandle,
  MoveButtons,
  type DragBinding,
  type MoveControls,
} from "../sort-order/sortable";
import { categoriesApi } from "./categories-api";
import { CategoryFields } from "./category-fields";
import { categoryFormValues, toCategoryInput } from "./category-form-values";

/** One category: its names, then edit in place or delete; in a sortable list, also moved. */
export function CategoryRow({
  category,
  onDeleted,
  drag,
  move,
}: {
  category: Category;
  onDeleted: () => void;
  drag?: DragBinding;
  move?: MoveControls;
}) {
  const i18n = useAdminI18n();
  const { t } = i18n;
  const { editing, editButtonRef, start, finish } = useEditMode();
  const confirm = useConfirm();
  const name = i18n.name(category.name);

  const remove = useDelete({
    mutationFn: categoriesApi.remove,
    entity: "category",
    deleted: t("categories.deleted"),
    failed: t("categories.deleteFailed"),
    refresh: [queryKeys.categories, queryKeys.dishes],
    onDeleted,
  });

  async function askDelete() {
    const yes = await confirm({
      question: t("categories.deleteQuestion"),
      detail: t("categories.deleteDetail", { name }),
      confirmLabel: t("common.delete"),
    });
    if (yes) remove.remove(category.id);
  }

  if (editing) {
    return (
      <li
        ref={drag?.rowRef}
        style={drag?.rowStyle}
        className="rounded-lg border border-saffron-500 bg-saffron-50 p-4"
      >
        <CategoryEditForm category={category} onDone={finish} />
      </li>
    );
  }

  return (
    <li
      ref={drag?.rowRef}
      style={drag?.rowStyle}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-white p-3 sm:flex-nowrap sm:p-4 ${drag?.isDragging ? "border-saffron-500 shadow-lg" : "border-stone-200"}`}
    >
      {drag && <DragHandle name={name} drag={drag} />}
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          {category.name.en || (
            <span className="text-stone-500 italic">{t("categories.noEnglishName")}</span>
          )}
        </p>
        <p lang="de" className="text-sm break-words text-stone-600">
          <span className="sr-only">{t("common.germanPrefix")}</span>
          {category.name.de || <span className="italic">{t("categories.noGermanName")}</span>}
        </p>
        {category.isDrinks && (
          <p className="text-xs font-semibold text-stone-700">{t("categories.drinksBadge")}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2 max-sm:w-full">
        {move && <MoveButtons name={name} move={move} />}
        <Button ref={editButtonRef} onClick={start} className="max-sm:flex-1 max-sm:px-3">
          {t("common.edit")}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button
          variant="danger"
          onClick={askDelete}
          disabled={remove.isPending}
          className="max-sm:flex-1 max-sm:px-3"
        >
          {t("common.delete")}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

function CategoryEditForm({ category, onDone }: { category: Category; onDone: () => void }) {
  const { t, name } = useAdminI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm({
    schema: CategoryRequestSchema,
    initial: categoryFormValues(category),
    toInput: toCategoryInput,
    rootField: "name_en",
  });

  useEffect(() => firstFieldRef.current?.focus(), []);

  const update = useSaveMutation({
    mutationFn: categoriesApi.update,
    refresh: queryKeys.categories,
    success: t("categories.updated"),
    failure: { inline: t("categories.updateFailed"), toast: t("categories.updateFailed") },
    onSaved: onDone,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.clearError();
    const input = form.validate(formRef.current);
    if (input) update.save({ id: category.id, input });
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t("categories.editForm", { name: name(category.name) })}
      className="flex flex-col gap-4"
    >
      <CategoryFields
        values={form.values}
        errors={form.errors}
        onChange={form.set}
        firstFieldRef={firstFieldRef}
      />
      <SubmitError message={update.submitError} />
      <SaveCancel saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
