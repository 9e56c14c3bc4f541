import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { DishUpdateRequestSchema } from "@shared/contract/dish-wire.ts";
import { queryKeys } from "../query-keys";
import { useAdminI18n } from "../i18n/admin-i18n";
import { SaveCancel } from "../ui/save-cancel";
import { SelectField, SubmitError } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useSchemaForm } from "../ui/use-schema-form";
import { dishesApi } from "./dishes-api";
import { DishFields } from "./dish-fields";
import {
  dishFormValues,
  dishUpdateFields,
  toFormData,
  type DishFormValues,
} from "./dish-form-values";
import { ImagePicker } from "./image-picker";
import { useEndOfCategory } from "./use-end-of-category";

export function DishEditForm({
  dish,
  categories,
  onDone,
}: {
  dish: Dish;
  categories: Category[];
  onDone: () => void;
}) {
  const { t, name } = useAdminI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [categoryId, setCategoryId] = useState(dish.categoryId);
  const [image, setImage] = useState<File | null>(null);
  const form = useSchemaForm({
    schema: DishUpdateRequestSchema,
    initial: dishFormValues(dish),
    toInput: (values: DishFormValues) => dishUpdateFields(categoryId, values, null),
    rootField: "title_en",
  });

  useEffect(() => firstFieldRef.current?.focus(), []);

  const endOf = useEndOfCategory();
  const update = useSaveMutation({
    // A dish moved to another category goes to its end; in its own, it keeps its place.
    mutationFn: async ({
      values,
      image,
      to,
    }: {
      values: DishFormValues;
      image: File | null;
      to: string;
    }) => {
      const position = to === dish.categoryId ? null : await endOf(to);
      return dishesApi.update({
        id: dish.id,
        form: toFormData(dishUpdateFields(to, values, position), image),
      });
    },
    refresh: queryKeys.dishes,
    success: t("dishes.updated"),
    failure: { inline: t("dishes.updateFailed"), toast: t("dishes.updateToastFailed") },
    onSaved: onDone,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.clearError();
    if (form.validate(formRef.current)) update.save({ values: form.values, image, to: categoryId });
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t("dishes.editForm", { name: name(dish.title) })}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-stone-700">{t("dishes.editHint")}</p>
      <SelectField
        label={t("dishes.category")}
        value={categoryId}
        onChange={(e) => setCategoryId(e.target.value)}
        className="sm:max-w-sm"
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {name(category.name)}
          </option>
        ))}
      </SelectField>
      <DishFields
        values={form.values}
        errors={form.errors}
        onChange={form.set}
        firstFieldRef={firstFieldRef}
      />
      <ImagePicker file={image} onChange={setImage} currentUrl={dish.imageUrl} />
      <SubmitError message={update.submitError} />
      <SaveCancel saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
