import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LoginInputSchema } from "@shared/contract/auth.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { storeToken } from "~/lib/api/token";
import { AdminLanguageSwitch } from "../i18n/admin-language-switch";
import { adminErrorText, useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { inputClass } from "../ui/fields";
import { useSchemaForm } from "../ui/use-schema-form";
import { authApi } from "./auth-api";

export function LoginForm({
  sessionExpired,
  onLoggedIn,
}: {
  sessionExpired: boolean;
  onLoggedIn: () => void;
}) {
  const { lang, t } = useAdminI18n();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm({
    schema: LoginInputSchema,
    initial: { email: "", password: "" },
    toInput: (values) => values,
    // One message for the whole form, as the server's answer is one.
    rootField: "form",
    fieldOf: () => "form",
  });
  const { email, password } = form.values;
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? form.errors.form;

  // The form is the whole page: typing can start at once, also after a logout or an expired session.
  useEffect(() => emailRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const input = form.validate(null);
    if (!input) return;
    setBusy(true);
    try {
      const { token } = await authApi.login(input);
      onLoggedIn();
      storeToken(token);
    } catch (err) {
      setError(adminErrorText(err, t("login.failed"), lang));
      setBusy(false);
      passwordRef.current?.select();
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
            {useProfile().identity.name}
          </p>
          <AdminLanguageSwitch className="-mt-2 shrink-0" />
        </div>
        <h1 className="mt-1 text-2xl font-semibold text-ink-900">{t("login.title")}</h1>
        {sessionExpired && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t("login.sessionExpired")}
          </p>
        )}
        <form
          onSubmit={submit}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-6 flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-stone-800">
              {t("login.email")}
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => form.set("email", e.target.value)}
              className={inputClass}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-password`} className="text-sm font-medium text-stone-800">
              {t("login.password")}
            </label>
            <div className="flex gap-2">
              <input
                ref={passwordRef}
                id={`${id}-password`}
                type={showPassword ? "text" : "password"}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => form.set("password", e.target.value)}
                className={inputClass}
              />
              <Button
                aria-controls={`${id}-password`}
                aria-label={showPassword ? t("login.hidePassword") : t("login.showPassword")}
                onClick={() => setShowPassword((s) => !s)}
                className="shrink-0"
              >
                {showPassword ? t("login.hide") : t("login.show")}
              </Button>
            </div>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("login.busy") : t("login.submit")}
          </Button>
        </form>
      </div>
    </main>
  );
}
