import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, type LoginResponse } from "@shared/contract/auth.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { RESTAURANT_TAB_HASH } from "../restaurant-profile/restaurant-tab-hash";
import { storeToken } from "~/lib/api/token";
import { useHydrated } from "~/ui/use-hydrated";
import { buttonClasses } from "~/ui/button";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { AdminI18nProvider, useAdminI18n, useAdminTitle, type AdminI18n } from "../i18n/admin-i18n";
import { AdminLanguageSwitch } from "../i18n/admin-language-switch";
import { useSchemaForm } from "../ui/use-schema-form";
import { authErrorText } from "./auth-error";
import { repeatRule } from "./repeat-rule";

/** What the typed form holds; the link's token comes from the address. */
export interface PasswordLinkValues {
  token: string;
  email: string;
  password: string;
  repeat: string;
}

/** What makes one one-time password page differ from the other: its texts and its two API calls. */
export interface PasswordLink<Details, Input> {
  /** The catalogue section of the page's texts (the same keys in both). */
  texts: "setup" | "invite";
  /** Resolves with what the link is for while it works; rejects when it does not. */
  check: (token: string) => Promise<Details>;
  intro: (details: Details, i18n: AdminI18n) => string;
  /** The e-mail the account gets, or null when the page asks for it. */
  fixedEmail: (details: Details) => string | null;
  /** The contract's schema of the request, which the server parses too. */
  schema: z.ZodType<Input>;
  toInput: (values: PasswordLinkValues) => unknown;
  send: (input: Input) => Promise<LoginResponse>;
  /** A refusal that means the link was spent meanwhile: the page then says it no longer works. */
  spent: (error: unknown) => boolean;
}

type LinkState<Details> =
  { state: "checking" } | { state: "valid"; details: Details } | { state: "invalid" };
type FieldName = "email" | "password" | "repeat" | "form";

/**
 * A one-time link's page where someone chooses a password: the setup link (the first admin) and an
 * invite. The server checks the link before the form shows and again when it is sent; afterwards
 * the person is signed in and sees the panel.
 */
export function PasswordLinkPage<Details, Input>({ link }: { link: PasswordLink<Details, Input> }) {
  return (
    <AdminI18nProvider>
      <PasswordLinkScreen link={link} />
    </AdminI18nProvider>
  );
}

function PasswordLinkScreen<Details, Input>({
  link: page,
}: {
  link: PasswordLink<Details, Input>;
}) {
  const hydrated = useHydrated();
  const i18n = useAdminI18n();
  const { lang, t } = i18n;
  const texts = page.texts;
  useAdminTitle(`${texts}.title`);
  const navigate = useNavigate();
  const id = useId();
  const [token] = useState(() =>
    typeof window === "undefined"
      ? ""
      : (new URLSearchParams(window.location.search).get("token") ?? ""),
  );
  const [link, setLink] = useState<LinkState<Details>>({ state: "checking" });
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm({
    schema: z.intersection(page.schema, repeatRule("password")),
    initial: { token, email: "", password: "", repeat: "" },
    toInput: (values) => ({ ...(page.toInput(values) as object), repeat: values.repeat }),
    // The link's own token is never typed: a problem with it is the page's.
    rootField: "form",
    fieldOf: (issue) => (issue.path[0] === "token" ? "form" : undefined),
  });
  const { values } = form;
  const [error, setError] = useState<{ field: FieldName; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { check } = page;

  useEffect(() => {
    if (!hydrated) return;
    if (!token) return setLink({ state: "invalid" });
    check(token).then(
      (details) => setLink({ state: "valid", details }),
      () => setLink({ state: "invalid" }),
    );
  }, [hydrated, token, check]);
  useEffect(() => {
    if (link.state !== "checking") headingRef.current?.focus();
  }, [link.state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const input = form.validate(formRef.current);
    if (!input) return;
    setBusy(true);
    try {
      const { token: session } = await page.send(input);
      storeToken(session);
      // The new owner of a fresh site starts where the demo restaurant is replaced.
      navigate(texts === "setup" ? `/admin${RESTAURANT_TAB_HASH}` : "/admin", { replace: true });
    } catch (err) {
      setBusy(false);
      if (page.spent(err)) return setLink({ state: "invalid" });
      setError({ field: "form", text: authErrorText(i18n, err, t(`${texts}.failed`)) });
    }
  }

  const errorOf = (field: FieldName) => (error?.field === field ? error.text : form.errors[field]);
  const set = (name: "email" | "password" | "repeat") => (e: React.ChangeEvent<HTMLInputElement>) =>
    form.set(name, e.target.value);
  const fixedEmail = link.state === "valid" ? page.fixedEmail(link.details) : null;

  return (
    <main
      lang={lang}
      className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10 text-ink-900"
    >
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
            {useProfile().identity.name}
          </p>
          <AdminLanguageSwitch className="-mt-2 shrink-0" />
        </div>
        {link.state === "checking" ? (
          <p className="mt-4 text-sm text-stone-600" aria-busy="true">
            {t(`${texts}.checking`)}
          </p>
        ) : link.state === "invalid" ? (
          <>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-2xl font-semibold focus:outline-none"
            >
              {t(`${texts}.invalidTitle`)}
            </h1>
            <p className="mt-4 text-sm text-stone-700">{t(`${texts}.invalid`)}</p>
            <a
              href="/admin"
              className={`${buttonClasses({ variant: "secondary", size: "touch", fullWidth: true })} mt-6`}
            >
              {t(`${texts}.toLogin`)}
            </a>
          </>
        ) : (
          <>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-2xl font-semibold focus:outline-none"
            >
              {t(`${texts}.title`)}
            </h1>
            <p className="mt-2 text-sm text-stone-700">{page.intro(link.details, i18n)}</p>
            <form
              ref={formRef}
              onSubmit={submit}
              noValidate
              aria-describedby={errorOf("form") ? `${id}-error` : undefined}
              className="mt-6 flex flex-col gap-4"
            >
              {fixedEmail === null ? (
                <TextField
                  label={t("setup.email")}
                  error={errorOf("email")}
                  type="email"
                  name="email"
                  autoComplete="username"
                  required
                  value={values.email}
                  onChange={set("email")}
                />
              ) : (
                // The e-mail is fixed by the link; a password manager files the new password under it.
                <input
                  type="email"
                  name="email"
                  autoComplete="username"
                  value={fixedEmail}
                  readOnly
                  hidden
                />
              )}
              <TextField
                label={t(`${texts}.password`)}
                hint={t(`${texts}.hint`, { min: PASSWORD_MIN_LENGTH })}
                error={errorOf("password")}
                type="password"
                name="password"
                autoComplete="new-password"
                required
                value={values.password}
                onChange={set("password")}
              />
              <TextField
                label={t(`${texts}.repeat`)}
                error={errorOf("repeat")}
                type="password"
                name="repeat"
                autoComplete="new-password"
                required
                value={values.repeat}
                onChange={set("repeat")}
              />
              {errorOf("form") && (
                <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                  {errorOf("form")}
                </p>
              )}
              <Button type="submit" variant="primary" disabled={busy}>
                {busy ? t(`${texts}.busy`) : t(`${texts}.submit`)}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
