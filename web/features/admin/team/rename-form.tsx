import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { useEffect, useRef, type FormEvent } from "react";
import { MemberUpdateInputSchema, type Member } from "@shared/contract/team.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { SaveCancel } from "../ui/save-cancel";
import { TextField } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useSchemaForm } from "../ui/use-schema-form";
import { teamApi } from "./team-api";

/** The rename's request: a member's update with the name, which it always carries here. */
const MemberNameFormSchema = MemberUpdateInputSchema.pipe(z.object({ name: z.string() }).loose());

/** The owner corrects a member's name in place; Escape or Cancel leaves it as it was. */
export function RenameForm({
  member,
  label,
  onDone,
}: {
  member: Member;
  label: string;
  onDone: () => void;
}) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: MemberNameFormSchema,
    initial: { name: member.name },
    toInput: (values) => values,
    rootField: "name",
  });
  const { name } = form.values;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.select(), []);

  const rename = useSaveMutation({
    mutationFn: (newName: string) => teamApi.update({ id: member.id, input: { name: newName } }),
    refresh: queryKeys.team,
    success: t("team.updated", { name: name.trim() }),
    failure: { inline: t("team.updateFailed"), toast: t("team.updateFailed") },
    // The signed-in owner may have renamed themself.
    onSaved: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
  const error = form.errors.name ?? rename.submitError;

  useEffect(() => {
    if (rename.submitError) inputRef.current?.focus();
  }, [rename.submitError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.clearError();
    const input = form.validate(inputRef.current?.form ?? null);
    if (input) rename.save(input.name);
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === "Escape") onDone();
      }}
      noValidate
      aria-label={t("team.renameForm", { name: label })}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField
        ref={inputRef}
        label={t("team.name")}
        name="name"
        autoComplete="off"
        required
        value={name}
        error={error ?? undefined}
        onChange={(e) => form.set("name", e.target.value)}
        className="sm:min-w-64"
      />
      <SaveCancel saving={rename.isPending} onCancel={onDone} className="sm:mt-7" />
    </form>
  );
}
