import { toast } from "sonner";
import { ApiError } from "~/lib/api/client";
import { apiErrorInLang } from "../i18n/admin-i18n";
import { readAdminLang } from "../i18n/admin-lang";

/** The admin's toasts. They last 3 s (set on the Toaster) and are read out by screen readers. */
export const notify = {
  success: (message: string) => toast.success(message),
  /**
   * The catalogue's error text (already in the admin's language) as the title, the server's own explanation below it.
   * A 401 needs no toast: the login form already says the session has expired.
   */
  failure(message: string, error: unknown) {
    if (error instanceof ApiError && error.status === 401) return;
    const detail = apiErrorInLang(error, readAdminLang());
    toast.error(message, detail && detail !== message ? { description: detail } : undefined);
  },
};
