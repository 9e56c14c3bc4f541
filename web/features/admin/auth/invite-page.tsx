import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "@shared/contract/auth.ts";
import { restaurant } from "@shared/restaurant.ts";
import { InviteAcceptInputSchema, type InviteDetails } from "@shared/contract/team.ts";
import { ApiError } from "~/shared/api/client";
import { storeToken } from "~/shared/api/token";
import { useHydrated } from "~/shared/ui/use-hydrated";
import { buttonClasses } from "~/shared/ui/button";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { teamApi } from "../team/team-api";
import { AdminI18nProvider, useAdminI18n, useAdminTitle } from "../i18n/admin-i18n";
import { AdminLanguageSwitch } from "../i18n/admin-language-switch";
import { authErrorText } from "./auth-error";

type LinkState = { state: "checking" } | { state: "valid"; invite: InviteDetails } | { state: "invalid" };

/**
 * /admin/invite?token=…: the one-time link the owner passed on. The invited person chooses a
 * password (the setup link's rules and page) and is signed in. The server checks the link before
 * the form shows and again when it is sent.
 */
export function InvitePage() {
  return (
    <AdminI18nProvider>
      <InviteScreen />
    </AdminI18nProvider>
  );
}

function InviteScreen() {
  const hydrated = useHydrated();
  const i18n = useAdminI18n();
  const { lang, t } = i18n;
  useAdminTitle("invite.title");
  const navigate = useNavigate();
  const id = useId();
  const [token] = useState(() => (typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("token") ?? "")));
  const [link, setLink] = useState<LinkState>({ state: "checking" });
  const [values, setValues] = useState({ password: "", repeat: "" });
  const [error, setError] = useState<{ field: "password" | "repeat" | "form"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    if (!token) return setLink({ state: "invalid" });
    teamApi.checkInvite(token).then(
      (invite) => setLink({ state: "valid", invite }),
      () => setLink({ state: "invalid" }),
    );
  }, [hydrated, token]);
  useEffect(() => {
    if (link.state !== "checking") headingRef.current?.focus();
  }, [link.state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = InviteAcceptInputSchema.safeParse({ token, password: values.password });
    if (!parsed.success) return setError({ field: "password", text: authErrorText(i18n, parsed.error.issues[0]?.message, t("invite.failed")) });
    if (values.repeat !== values.password) return setError({ field: "repeat", text: t("password.mismatch") });
    setBusy(true);
    setError(null);
    try {
      const { token: session } = await teamApi.acceptInvite(parsed.data);
      storeToken(session);
      navigate("/admin", { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === "inviteInvalid") return setLink({ state: "invalid" });
      setError({ field: "form", text: authErrorText(i18n, err, t("invite.failed")) });
    }
  }

  const errorOf = (field: "password" | "repeat" | "form") => (error?.field === field ? error.text : undefined);
  const set = (name: "password" | "repeat") => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <main lang={lang} className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10 text-ink-900">
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{restaurant.name}</p>
          <AdminLanguageSwitch className="-mt-2 shrink-0" />
        </div>
        {link.state === "checking" ? (
          <p className="mt-4 text-sm text-stone-600" aria-busy="true">
            {t("invite.checking")}
          </p>
        ) : link.state === "invalid" ? (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold focus:outline-none">
              {t("invite.invalidTitle")}
            </h1>
            <p className="mt-4 text-sm text-stone-700">{t("invite.invalid")}</p>
            <a href="/admin" className={`${buttonClasses({ variant: "secondary", size: "touch", fullWidth: true })} mt-6`}>
              {t("invite.toLogin")}
            </a>
          </>
        ) : (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold focus:outline-none">
              {t("invite.title")}
            </h1>
            <p className="mt-2 text-sm text-stone-700">
              {t("invite.intro", { name: link.invite.name, role: t(`team.roles.${link.invite.role}`), email: link.invite.email })}
            </p>
            <form onSubmit={submit} noValidate aria-describedby={errorOf("form") ? `${id}-error` : undefined} className="mt-6 flex flex-col gap-4">
              {/* The e-mail is fixed by the invite; a password manager files the new password under it. */}
              <input type="email" name="email" autoComplete="username" value={link.invite.email} readOnly hidden />
              <TextField label={t("invite.password")} hint={t("invite.hint", { min: PASSWORD_MIN_LENGTH })} error={errorOf("password")} type="password" name="password" autoComplete="new-password" required value={values.password} onChange={set("password")} />
              <TextField label={t("invite.repeat")} error={errorOf("repeat")} type="password" name="repeat" autoComplete="new-password" required value={values.repeat} onChange={set("repeat")} />
              {errorOf("form") && (
                <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                  {errorOf("form")}
                </p>
              )}
              <Button type="submit" variant="primary" disabled={busy}>
                {busy ? t("invite.busy") : t("invite.submit")}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
