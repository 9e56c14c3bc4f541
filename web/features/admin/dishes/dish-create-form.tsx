import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { DishCreateInputSchema } from "@shared/contract/dish.ts";
import { errorText } from "~/shared/api/client";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { FieldError } from "../ui/fields";
import { notify } from "../ui/notify";
import { useSchemaForm } from "../ui/use-schema-form";
import { dishesApi } from "./dishes-api";
import { DishFields } from "./dish-fields";
import { dishCreateFields, emptyDishForm, toFormData, type DishFormValues } from "./dish-form-values";
import { ImagePicker } from "./image-picker";

/**
 * Adds a dish to the category chosen above the form. That selector lives in the tab, so its
 * error is handed up through `onCategoryError`, and `scopeRef` covers both for focusing.
 */
export function DishCreateForm({
  categoryId,
  categoryName,
  onCategoryError,
  scopeRef,
}: {
  categoryId: string;
  categoryName: string | undefined;
  onCategoryError: (message: string | undefined) => void;
  scopeRef: RefObject<HTMLElement | null>;
}) {
  const queryClient = useQueryClient();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: DishCreateInputSchema,
    initial: emptyDishForm,
    toInput: (values: DishFormValues) => dishCreateFields(categoryId, values),
    rootField: "title_en",
  });

  const create = useMutation({
    mutationFn: dishesApi.create,
    onSuccess: async () => {
      form.reset();
      setImage(null);
      notify.success("Dish added successfully");
      firstFieldRef.current?.focus();
      await queryClient.invalidateQueries({ queryKey: queryKeys.dishes });
    },
    onError: (error) => {
      setSubmitError(errorText(error, "Create failed"));
      notify.failure("Failed to add dish", error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    const valid = form.validate(scopeRef.current, (errors) => onCategoryError(errors.categoryId));
    // The multipart form carries the fields as typed (strings); the server parses them with the same schema.
    if (valid) create.mutate(toFormData(dishCreateFields(categoryId, form.values), image));
  }

  return (
    <Card aria-labelledby="dish-create-heading">
      <h3 id="dish-create-heading" className="text-base font-semibold">
        Add dish{categoryName ? ` to ${categoryName}` : ""}
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <DishFields values={form.values} errors={form.errors} onChange={form.set} firstFieldRef={firstFieldRef} />
        <ImagePicker file={image} onChange={setImage} />
        {submitError && (
          <div role="alert">
            <FieldError>{submitError}</FieldError>
          </div>
        )}
        <Button type="submit" variant="primary" disabled={create.isPending} className="self-start max-sm:w-full">
          {create.isPending ? "Adding…" : "Add dish"}
        </Button>
      </form>
    </Card>
  );
}
