import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { CategoryInputSchema } from "@shared/contract/category.ts";
import { errorText } from "~/shared/api/client";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { FieldError } from "../ui/fields";
import { notify } from "../ui/notify";
import { useSchemaForm } from "../ui/use-schema-form";
import { queryKeys } from "../query-keys";
import { categoriesApi } from "./categories-api";
import { CategoryFields } from "./category-fields";
import { emptyCategoryForm, type CategoryFormValues } from "./category-form-values";

export function CategoryCreateForm() {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useSchemaForm({ schema: CategoryInputSchema, initial: emptyCategoryForm, toInput: (v: CategoryFormValues) => v, rootField: "name_en" });

  const create = useMutation({
    mutationFn: categoriesApi.create,
    onSuccess: async () => {
      form.reset();
      notify.success("Category added successfully");
      // Ready for the next category.
      firstFieldRef.current?.focus();
      await queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    },
    onError: (error) => {
      setSubmitError(errorText(error, "Create failed"));
      notify.failure("Failed to add category", error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    const input = form.validate(formRef.current);
    if (input) create.mutate(input);
  }

  return (
    <Card aria-labelledby="category-create-heading">
      <h3 id="category-create-heading" className="text-base font-semibold">
        Add category
      </h3>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <CategoryFields values={form.values} errors={form.errors} onChange={form.set} firstFieldRef={firstFieldRef} showHint />
        {submitError && (
          <div role="alert">
            <FieldError>{submitError}</FieldError>
          </div>
        )}
        <Button type="submit" variant="primary" disabled={create.isPending} className="self-start max-sm:w-full">
          {create.isPending ? "Adding…" : "Add category"}
        </Button>
      </form>
    </Card>
  );
}
