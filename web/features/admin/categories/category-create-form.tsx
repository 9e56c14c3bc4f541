import { useRef, type FormEvent } from "react";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SubmitError } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useSchemaForm } from "../ui/use-schema-form";
import { queryKeys } from "../query-keys";
import { categoriesApi } from "./categories-api";
import { CategoryFields } from "./category-fields";
import {
  emptyCategoryForm,
  toCategoryInput,
  type CategoryFormValues,
} from "./category-form-values";

/** Adds a category at `position`: the end of the list, as order is set by moving rows, not typed. */
export function CategoryCreateForm({ position }: { position: number }) {
  const { t } = useAdminI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm({
    schema: CategoryRequestSchema,
    initial: emptyCategoryForm,
    toInput: (values: CategoryFormValues) =>
      toCategoryInput({ ...values, position: String(position) }),
    rootField: "name_en",
  });

  const create = useSaveMutation({
    mutationFn: categoriesApi.create,
    refresh: queryKeys.categories,
    success: t("categories.added"),
    failure: { inline: t("categories.createFailed"), toast: t("categories.addFailed") },
    onSaved: () => {
      form.reset();
      // Ready for the next category.
      firstFieldRef.current?.focus();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    create.clearError();
    const input = form.validate(formRef.current);
    if (input) create.save(input);
  }

  return (
    <Card aria-labelledby="category-create-heading">
      <h3 id="category-create-heading" className="text-base font-semibold">
        {t("categories.addHeading")}
      </h3>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <CategoryFields
          values={form.values}
          errors={form.errors}
          onChange={form.set}
          firstFieldRef={firstFieldRef}
          showHint
        />
        <SubmitError message={create.submitError} />
        <Button
          type="submit"
          variant="primary"
          disabled={create.isPending}
          className="self-start max-sm:w-full"
        >
          {create.isPending ? t("common.adding") : t("categories.add")}
        </Button>
      </form>
    </Card>
  );
}
