import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { MemberUpdateInputSchema, type TeamMember } from "@shared/contract/team.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { SaveCancel } from "../ui/save-cancel";
import { TextField } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { teamApi } from "./team-api";

/** The owner corrects a member's name in place; Escape or Cancel leaves it as it was. */
export function RenameForm({
  member,
  label,
  onDone,
}: {
  member: TeamMember;
  label: string;
  onDone: () => void;
}) {
  const { t, checkText } = useAdminI18n();
  const queryClient = useQueryClient();
  const [name, setName] = useState(member.name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.select(), []);

  const rename = useSaveMutation({
    mutationFn: (newName: string) => teamApi.update({ id: member._id, input: { name: newName } }),
    refresh: queryKeys.team,
    success: t("team.updated", { name: name.trim() }),
    failure: { inline: t("team.updateFailed"), toast: t("team.updateFailed") },
    // The signed-in owner may have renamed themself.
    onSaved: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
  const error = invalid ?? rename.submitError;

  useEffect(() => {
    if (rename.submitError) inputRef.current?.focus();
  }, [rename.submitError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setInvalid(null);
    rename.clearError();
    const parsed = MemberUpdateInputSchema.safeParse({ name });
    if (!parsed.success || parsed.data.name === undefined) {
      setInvalid(checkText(parsed.error?.issues[0]?.message ?? ""));
      inputRef.current?.focus();
      return;
    }
    rename.save(parsed.data.name);
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
        onChange={(e) => setName(e.target.value)}
        className="sm:min-w-64"
      />
      <SaveCancel saving={rename.isPending} onCancel={onDone} className="sm:mt-7" />
    </form>
  );
}
