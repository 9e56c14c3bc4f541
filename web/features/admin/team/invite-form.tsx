import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { ROLES, type Role } from "@shared/contract/roles.ts";
import { InviteInputSchema, type InviteCreated } from "@shared/contract/team.ts";
import { adminErrorText, useAdminI18n } from "../i18n/admin-i18n";
import { localMoment } from "../i18n/dates";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SelectField, SubmitError, TextField } from "../ui/fields";
import { notify } from "../ui/notify";
import { useSchemaForm } from "../ui/use-schema-form";
import { teamApi } from "./team-api";

const EMPTY = { email: "", name: "", role: "staff" as Role };

/** The owner invites by e-mail, name and role, and gets the one-time link to pass on. */
export function InviteForm() {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm({
    schema: InviteInputSchema,
    initial: EMPTY,
    toInput: (values) => values,
    rootField: "email",
  });
  const { values } = form;
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<InviteCreated | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const invite = useMutation({
    mutationFn: teamApi.invite,
    onSuccess: async (result) => {
      setCreated(result);
      form.reset();
      notify.success(t("team.invited", { name: result.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.team });
      // The link is what the owner came for: focus it, selected, ready to copy.
      requestAnimationFrame(() => linkRef.current?.select());
    },
    onError: (err) => {
      setError(adminErrorText(err, t("team.inviteFailed")));
      notify.failure(t("team.inviteFailed"), err);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = form.validate(formRef.current);
    if (input) invite.mutate(input);
  }

  const set = (field: "email" | "name") => (e: React.ChangeEvent<HTMLInputElement>) =>
    form.set(field, e.target.value);
  return (
    <Card aria-labelledby="invite-heading">
      <h3 id="invite-heading" className="text-base font-semibold">
        {t("team.inviteHeading")}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t("team.inviteIntro")}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("team.name")}
          name="name"
          autoComplete="off"
          required
          value={values.name}
          error={form.errors.name}
          onChange={set("name")}
        />
        <TextField
          label={t("team.email")}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={values.email}
          error={form.errors.email}
          onChange={set("email")}
        />
        <SelectField
          label={t("team.role")}
          hint={t(`team.roleHints.${values.role}`)}
          value={values.role}
          error={form.errors.role}
          onChange={(e) => form.set("role", e.target.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`team.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-2 sm:col-span-3">
          <SubmitError message={error} />
          <Button
            type="submit"
            variant="primary"
            disabled={invite.isPending}
            className="self-start max-sm:w-full"
          >
            {invite.isPending ? t("team.inviting") : t("team.invite")}
          </Button>
        </div>
      </form>
      {created && <InviteLink invite={created} inputRef={linkRef} />}
    </Card>
  );
}

function InviteLink({
  invite,
  inputRef,
}: {
  invite: InviteCreated;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t, date } = useAdminI18n();
  const id = useId();
  const { day, time } = localMoment(invite.expiresAt);
  async function copy() {
    try {
      await navigator.clipboard.writeText(invite.inviteUrl);
      notify.success(t("team.copied"));
    } catch (err) {
      inputRef.current?.select();
      notify.failure(t("team.copyFailed"), err);
    }
  }
  return (
    <div className="mt-4 rounded-lg border border-saffron-500 bg-saffron-50 p-4">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t("team.link", { name: invite.name })}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={invite.inviteUrl}
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.currentTarget.select()}
          className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button onClick={() => void copy()} className="shrink-0">
          {t("team.copy")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {t("team.linkHint", { date: `${date(day)}, ${time}` })}
      </p>
    </div>
  );
}
