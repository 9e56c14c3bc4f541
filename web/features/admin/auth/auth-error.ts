import { ApiError } from "~/lib/api/client";
import { apiErrorInLang, type AdminI18n } from "../i18n/admin-i18n";

/**
 * What a person can cause on the password screens, in the admin's language: a throttled or
 * busy server by its status, an answer of the API by its code (the forms' own checks show at
 * their fields). Anything else gets the screen's own fallback, never an unexplained server text.
 */
export function authErrorText({ lang, t }: AdminI18n, error: unknown, fallback: string): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 429) return t("errors.tooMany");
  if (status === 503) return t("errors.busy");
  if (error instanceof ApiError) return apiErrorInLang(error, lang) ?? fallback;
  return fallback;
}
