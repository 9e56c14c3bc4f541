import { z } from "zod";
import { issueMessage } from "./api-errors.ts";

export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 1024;

const emailSchema = z
  .string({ error: issueMessage("emailRequired") })
  .trim()
  .toLowerCase()
  .min(1, issueMessage("emailRequired"))
  .max(254)
  .pipe(z.email(issueMessage("emailInvalid")));

/** A password someone is choosing: long enough to resist guessing, short enough to hash cheaply. */
export const NewPasswordSchema = z
  .string({ error: issueMessage("passwordRequired") })
  .min(PASSWORD_MIN_LENGTH, issueMessage("passwordTooShort", { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, issueMessage("passwordTooLong"));

export const LoginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: issueMessage("passwordRequired") })
    .min(1, issueMessage("passwordRequired"))
    .max(PASSWORD_MAX_LENGTH, issueMessage("passwordTooLong")),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/auth/password (admin): answers 204; every other session of the admin ends. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: issueMessage("currentPasswordRequired") })
      .min(1, issueMessage("currentPasswordRequired"))
      .max(PASSWORD_MAX_LENGTH, issueMessage("passwordTooLong")),
    newPassword: NewPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: issueMessage("samePassword"),
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

/** POST /api/auth/setup/check: 204 while the one-time setup link works, else 410. */
export const SetupTokenSchema = z.object({
  token: z
    .string({ error: issueMessage("setupLinkIncomplete") })
    .min(1, issueMessage("setupLinkIncomplete"))
    .max(200),
});

/** POST /api/auth/setup: creates the first admin and logs them in (LoginResponse). */
export const SetupInputSchema = SetupTokenSchema.extend({
  email: emailSchema,
  password: NewPasswordSchema,
});
export type SetupInput = z.input<typeof SetupInputSchema>;
