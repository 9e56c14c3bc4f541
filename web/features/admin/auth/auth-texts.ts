import type { Lang } from "@shared/contract/common.ts";
import { PASSWORD_MIN_LENGTH } from "@shared/contract/auth.ts";
import { useAdminLang } from "../admin-lang";

/**
 * Every text of the first-admin setup page and of "change password", in both languages.
 * The API's errors are English; the ones a person can cause here are mapped by status.
 */
const en = {
  setup: {
    title: "Set up the admin",
    intro: "Choose the e-mail address and password of the first admin. This link works once.",
    checking: "Checking the setup link…",
    invalidTitle: "This setup link no longer works",
    invalid: "It is invalid, has expired (after 24 hours) or has been used already. Restart the server for a new link, or set a password with npm run set-password.",
    toLogin: "Go to the admin login",
    email: "Email",
    password: "Password",
    repeat: "Repeat the password",
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    submit: "Create admin",
    busy: "Creating…",
    failed: "Setup failed",
  },
  change: {
    open: "Change password",
    title: "Change password",
    current: "Current password",
    next: "New password",
    repeat: "Repeat the new password",
    hint: `At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions will end.`,
    submit: "Change password",
    busy: "Changing…",
    cancel: "Cancel",
    done: "Password changed. Your other sessions have ended.",
    failed: "Password change failed",
  },
  errors: {
    tooShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    mismatch: "The passwords do not match.",
    same: "The new password must differ from the current one.",
    currentMissing: "Enter your current password.",
    wrongCurrent: "The current password is not correct.",
    email: "Enter a valid e-mail address.",
    tooMany: "Too many attempts. Please wait a few minutes and try again.",
    busy: "The server is busy. Please try again in a moment.",
    linkInvalid: "This setup link is invalid, expired or already used.",
  },
};

export type AuthTexts = typeof en;

const de: AuthTexts = {
  setup: {
    title: "Admin einrichten",
    intro: "Wählen Sie E-Mail-Adresse und Passwort des ersten Admins. Dieser Link funktioniert nur einmal.",
    checking: "Der Einrichtungslink wird geprüft…",
    invalidTitle: "Dieser Einrichtungslink funktioniert nicht mehr",
    invalid: "Er ist ungültig, abgelaufen (nach 24 Stunden) oder wurde schon benutzt. Für einen neuen Link starten Sie den Server neu; oder setzen Sie ein Passwort mit npm run set-password.",
    toLogin: "Zur Admin-Anmeldung",
    email: "E-Mail",
    password: "Passwort",
    repeat: "Passwort wiederholen",
    hint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    submit: "Admin anlegen",
    busy: "Wird angelegt…",
    failed: "Einrichtung fehlgeschlagen",
  },
  change: {
    open: "Passwort ändern",
    title: "Passwort ändern",
    current: "Aktuelles Passwort",
    next: "Neues Passwort",
    repeat: "Neues Passwort wiederholen",
    hint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Ihre anderen Sitzungen werden beendet.`,
    submit: "Passwort ändern",
    busy: "Wird geändert…",
    cancel: "Abbrechen",
    done: "Passwort geändert. Ihre anderen Sitzungen wurden beendet.",
    failed: "Passwort konnte nicht geändert werden",
  },
  errors: {
    tooShort: `Das Passwort braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    mismatch: "Die Passwörter stimmen nicht überein.",
    same: "Das neue Passwort muss sich vom aktuellen unterscheiden.",
    currentMissing: "Geben Sie Ihr aktuelles Passwort ein.",
    wrongCurrent: "Das aktuelle Passwort ist nicht richtig.",
    email: "Geben Sie eine gültige E-Mail-Adresse ein.",
    tooMany: "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.",
    busy: "Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.",
    linkInvalid: "Dieser Einrichtungslink ist ungültig, abgelaufen oder wurde schon benutzt.",
  },
};

export const authTexts: Record<Lang, AuthTexts> = { en, de };

export function useAuthTexts(): { lang: Lang; t: AuthTexts } {
  const lang = useAdminLang();
  return { lang, t: authTexts[lang] };
}

/**
 * A message of the shared contract or the API (English, as the server sends it) in the
 * admin's language; a busy or throttled server by its status. Undefined when unknown.
 */
export function translateError(t: AuthTexts, message: string | undefined, status?: number): string | undefined {
  if (status === 429) return t.errors.tooMany;
  if (status === 503) return t.errors.busy;
  const key = (Object.keys(en.errors) as (keyof AuthTexts["errors"])[]).find((k) => en.errors[k] === message);
  return key ? t.errors[key] : undefined;
}
