import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { DishCreateRequestSchema } from "@shared/contract/dish-wire.ts";
import { queryKeys } from "../query-keys";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SubmitError } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useSchemaForm } from "../ui/use-schema-form";
import { dishesApi } from "./dishes-api";
import { DishFields } from "./dish-fields";
import {
  dishCreateFields,
  emptyDishForm,
  toFormData,
  type DishFormValues,
} from "./dish-form-values";
import { ImagePicker } from "./image-picker";
import { useEndOfCategory } from "./use-end-of-category";

/**
 * Adds a dish to the category chosen above the form. That selector lives in the tab, so its
 * error is handed up through `onCategoryError`, and `scopeRef` covers both for focusing.
 */
export function DishCreateForm({
  categoryId,
  categoryName,
  onCategoryError,
  scopeRef,
  focusOnMount = false,
}: {
  categoryId: string;
  categoryName: string | undefined;
  onCategoryError: (message: string | undefined) => void;
  scopeRef: RefObject<HTMLElement | null>;
  /** Opened by "New dish": the first field takes the focus. */
  focusOnMount?: boolean;
}) {
  const { t } = useAdminI18n();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) firstFieldRef.current?.focus();
  }, [focusOnMount]);
  const [image, setImage] = useState<File | null>(null);
  const form = useSchemaForm({
    schema: DishCreateRequestSchema,
    initial: emptyDishForm,
    // The place is not the form's to check: the dish goes to the end of its category.
    toInput: (values: DishFormValues) => dishCreateFields(categoryId, values, 0),
    rootField: "title_en",
  });

  const endOf = useEndOfCategory();
  const create = useSaveMutation({
    mutationFn: async ({
      to,
      values,
      image,
    }: {
      to: string;
      values: DishFormValues;
      image: File | null;
    }) => dishesApi.create(toFormData(dishCreateFields(to, values, await endOf(to)), image)),
    refresh: queryKeys.dishes,
    success: t("dishes.added"),
    failure: { inline: t("dishes.createFailed"), toast: t("dishes.addFailed") },
    onSaved: () => {
      form.reset();
      setImage(null);
      firstFieldRef.current?.focus();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    create.clearError();
    const valid = form.validate(scopeRef.current, (errors) => onCategoryError(errors.categoryId));
    if (valid) create.save({ to: categoryId, values: form.values, image });
  }

  return (
    <Card aria-labelledby="dish-create-heading">
      <h3 id="dish-create-heading" className="text-base font-semibold">
        {categoryName
          ? t("dishes.addHeadingTo", { category: categoryName })
          : t("dishes.addHeading")}
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <DishFields
          values={form.values}
          errors={form.errors}
          onChange={form.set}
          firstFieldRef={firstFieldRef}
        />
        <ImagePicker file={image} onChange={setImage} />
        <SubmitError message={create.submitError} />
        <Button
          type="submit"
          variant="primary"
          disabled={create.isPending}
          className="self-start max-sm:w-full"
        >
          {create.isPending ? t("common.adding") : t("dishes.add")}
        </Button>
      </form>
    </Card>
  );
}
