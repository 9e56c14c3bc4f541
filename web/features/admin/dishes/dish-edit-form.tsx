import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Category } from "@shared/contract/category.ts";
import { DishUpdateInputSchema, type Dish } from "@shared/contract/dish.ts";
import { errorText } from "~/shared/api/client";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { FieldError, SelectField } from "../ui/fields";
import { notify } from "../ui/notify";
import { useSchemaForm } from "../ui/use-schema-form";
import { dishesApi } from "./dishes-api";
import { DishFields } from "./dish-fields";
import { dishFormValues, dishUpdateFields, toFormData, type DishFormValues } from "./dish-form-values";
import { ImagePicker } from "./image-picker";

export function DishEditForm({ dish, categories, onDone }: { dish: Dish; categories: Category[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [categoryId, setCategoryId] = useState(dish.categoryId);
  const [image, setImage] = useState<File | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: DishUpdateInputSchema,
    initial: dishFormValues(dish),
    toInput: (values: DishFormValues) => dishUpdateFields(categoryId, values),
    rootField: "title_en",
  });

  useEffect(() => firstFieldRef.current?.focus(), []);

  const update = useMutation({
    mutationFn: dishesApi.update,
    onSuccess: async () => {
      notify.success("Dish updated");
      onDone();
      await queryClient.invalidateQueries({ queryKey: queryKeys.dishes });
    },
    onError: (error) => {
      setSubmitError(errorText(error, "Update failed"));
      notify.failure("Failed to update dish", error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    if (form.validate(formRef.current)) update.mutate({ id: dish._id, form: toFormData(dishUpdateFields(categoryId, form.values), image) });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Edit ${dish.title}`} className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">Empty fields keep their current text.</p>
      <SelectField label="Category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className="sm:max-w-sm">
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <DishFields values={form.values} errors={form.errors} onChange={form.set} firstFieldRef={firstFieldRef} />
      <ImagePicker file={image} onChange={setImage} currentUrl={dish.imageUrl} />
      {submitError && (
        <div role="alert">
          <FieldError>{submitError}</FieldError>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save"}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
