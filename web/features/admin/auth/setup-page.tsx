import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH, SetupInputSchema } from "@shared/contract/auth.ts";
import { restaurant } from "@shared/restaurant.ts";
import { ApiError } from "~/shared/api/client";
import { storeToken } from "~/shared/api/token";
import { useHydrated } from "~/shared/ui/use-hydrated";
import { buttonClasses } from "~/shared/ui/button";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { authApi } from "./auth-api";
import { AdminI18nProvider, useAdminI18n, useAdminTitle } from "../i18n/admin-i18n";
import { AdminLanguageSwitch } from "../i18n/admin-language-switch";
import { authErrorText } from "./auth-error";

type LinkState = "checking" | "valid" | "invalid";

/**
 * /admin/setup?token=…: the one-time link from the server's log, where the owner chooses the
 * first admin's e-mail and password. The server checks the link before the form shows and
 * again when it is sent; afterwards the owner is logged in and sees the panel.
 */
export function SetupPage() {
  return (
    <AdminI18nProvider>
      <SetupScreen />
    </AdminI18nProvider>
  );
}

function SetupScreen() {
  const hydrated = useHydrated();
  const i18n = useAdminI18n();
  const { lang, t } = i18n;
  useAdminTitle("setup.title");
  const navigate = useNavigate();
  const id = useId();
  const [token] = useState(() => (typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("token") ?? "")));
  const [link, setLink] = useState<LinkState>("checking");
  const [values, setValues] = useState({ email: "", password: "", repeat: "" });
  const [error, setError] = useState<{ field: "email" | "password" | "repeat" | "form"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    if (!token) return setLink("invalid");
    authApi.checkSetupLink(token).then(
      () => setLink("valid"),
      () => setLink("invalid"),
    );
  }, [hydrated, token]);
  useEffect(() => {
    if (link !== "checking") headingRef.current?.focus();
  }, [link]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = SetupInputSchema.safeParse({ token, email: values.email, password: values.password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ field: issue?.path[0] === "email" ? "email" : "password", text: authErrorText(i18n, issue?.message, t("setup.failed")) });
    }
    if (values.repeat !== values.password) return setError({ field: "repeat", text: t("password.mismatch") });
    setBusy(true);
    setError(null);
    try {
      const { token: session } = await authApi.completeSetup(parsed.data);
      storeToken(session);
      navigate("/admin", { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 410) return setLink("invalid");
      setError({ field: "form", text: authErrorText(i18n, err, t("setup.failed")) });
    }
  }

  const errorOf = (field: "email" | "password" | "repeat" | "form") => (error?.field === field ? error.text : undefined);
  const set = (name: "email" | "password" | "repeat") => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <main lang={lang} className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10 text-ink-900">
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{restaurant.name}</p>
          <AdminLanguageSwitch className="-mt-2 shrink-0" />
        </div>
        {link === "checking" ? (
          <p className="mt-4 text-sm text-stone-600" aria-busy="true">
            {t("setup.checking")}
          </p>
        ) : link === "invalid" ? (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold focus:outline-none">
              {t("setup.invalidTitle")}
            </h1>
            <p className="mt-4 text-sm text-stone-700">{t("setup.invalid")}</p>
            <a href="/admin" className={`${buttonClasses({ variant: "secondary", size: "touch", fullWidth: true })} mt-6`}>
              {t("setup.toLogin")}
            </a>
          </>
        ) : (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold focus:outline-none">
              {t("setup.title")}
            </h1>
            <p className="mt-2 text-sm text-stone-700">{t("setup.intro")}</p>
            <form onSubmit={submit} noValidate aria-describedby={errorOf("form") ? `${id}-error` : undefined} className="mt-6 flex flex-col gap-4">
              <TextField label={t("setup.email")} error={errorOf("email")} type="email" name="email" autoComplete="username" required value={values.email} onChange={set("email")} />
              <TextField label={t("setup.password")} hint={t("setup.hint", { min: PASSWORD_MIN_LENGTH })} error={errorOf("password")} type="password" name="password" autoComplete="new-password" required value={values.password} onChange={set("password")} />
              <TextField label={t("setup.repeat")} error={errorOf("repeat")} type="password" name="repeat" autoComplete="new-password" required value={values.repeat} onChange={set("repeat")} />
              {errorOf("form") && (
                <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                  {errorOf("form")}
                </p>
              )}
              <Button type="submit" variant="primary" disabled={busy}>
                {busy ? t("setup.busy") : t("setup.submit")}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
