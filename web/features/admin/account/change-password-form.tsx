import { useLayoutEffect, useRef, useState } from "react";
import { z } from "zod";
import { ChangePasswordInputSchema, PASSWORD_MIN_LENGTH } from "@shared/contract/auth.ts";
import { ApiError } from "~/lib/api/client";
import { authApi } from "../auth/auth-api";
import { authErrorText } from "../auth/auth-error";
import { repeatRule } from "../auth/repeat-rule";
import { useSchemaForm } from "../ui/use-schema-form";
import type { AdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

type Field = "currentPassword" | "newPassword" | "repeat" | "form";

/** The dialog's form, a chunk of its own: its check needs zod, which the admin's start does without. */
export function ChangePasswordForm({
  i18n,
  onCancel,
  onChanged,
}: {
  i18n: AdminI18n;
  onCancel: () => void;
  onChanged: () => void;
}) {
  const { t } = i18n;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm({
    schema: z.intersection(ChangePasswordInputSchema, repeatRule("newPassword")),
    initial: { currentPassword: "", newPassword: "", repeat: "" },
    toInput: (values) => values,
    rootField: "newPassword",
  });
  const { values } = form;
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };
  // The dialog may open before this code has arrived: its own first focus then found no field.
  useLayoutEffect(() => refs.currentPassword.current?.focus(), []);

  const show = (field: Field, text: string) => {
    setError({ field, text });
    if (field !== "form") refs[field].current?.focus();
  };
  const errorOf = (field: Field) =>
    error?.field === field ? error.text : field === "form" ? undefined : form.errors[field];

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const input = form.validate(formRef.current);
    if (!input) return;
    setBusy(true);
    try {
      await authApi.changePassword(input);
      onChanged();
    } catch (err) {
      setBusy(false);
      const status = err instanceof ApiError ? err.status : undefined;
      const text = authErrorText(i18n, err, t("password.failed"));
      show(status === 403 ? "currentPassword" : status === 400 ? "newPassword" : "form", text);
    }
  }

  const field = (
    name: "currentPassword" | "newPassword" | "repeat",
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <TextField
      ref={refs[name]}
      label={label}
      hint={hint}
      error={errorOf(name)}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(e) => form.set(name, e.target.value)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      {field("currentPassword", t("password.current"), "current-password")}
      {field(
        "newPassword",
        t("password.next"),
        "new-password",
        t("password.hint", { min: PASSWORD_MIN_LENGTH }),
      )}
      {field("repeat", t("password.repeat"), "new-password")}
      {errorOf("form") && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorOf("form")}
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button onClick={onCancel}>{t("common.cancel")}</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("password.busy") : t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
