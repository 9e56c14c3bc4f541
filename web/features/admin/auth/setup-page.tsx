import { SetupInputSchema } from "@shared/contract/auth.ts";
import { ApiError } from "~/lib/api/client";
import { authApi } from "./auth-api";
import { PasswordLinkPage, type PasswordLink } from "./password-link-page";

/** The setup link from the server's log: the owner chooses the first admin's e-mail and password. */
const setupLink: PasswordLink<unknown, ReturnType<typeof SetupInputSchema.parse>> = {
  texts: "setup",
  check: authApi.checkSetupLink,
  intro: (_link, { t }) => t("setup.intro"),
  fixedEmail: () => null,
  schema: SetupInputSchema,
  toInput: ({ token, email, password }) => ({ token, email, password }),
  send: authApi.completeSetup,
  spent: (error) => error instanceof ApiError && error.status === 410,
};

/** /admin/setup?token=…: the first admin is made here, then signed in. */
export function SetupPage() {
  return <PasswordLinkPage link={setupLink} />;
}
