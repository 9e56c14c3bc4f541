import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 1024;

const emailSchema = z.string({ error: "E-mail is required." }).trim().toLowerCase().min(1, "E-mail is required.").max(254).pipe(z.email("Enter a valid e-mail address."));

/** A password someone is choosing: long enough to resist guessing, short enough to hash cheaply. */
export const NewPasswordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, "Password is too long.");

export const LoginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(PASSWORD_MAX_LENGTH, "Password is too long."),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SAME_PASSWORD = "The new password must differ from the current one.";

/** POST /api/auth/password (admin): answers 204; every other session of the admin ends. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH, "Password is too long."),
    newPassword: NewPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, { message: SAME_PASSWORD, path: ["newPassword"] });
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

/** POST /api/auth/setup/check: 204 while the one-time setup link works, else 410. */
export const SetupTokenSchema = z.object({ token: z.string({ error: "The setup link is incomplete." }).min(1, "The setup link is incomplete.").max(200) });

/** POST /api/auth/setup: creates the first admin and logs them in (LoginResponse). */
export const SetupInputSchema = SetupTokenSchema.extend({ email: emailSchema, password: NewPasswordSchema });
export type SetupInput = z.input<typeof SetupInputSchema>;

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait a few minutes and try again.";
export const LOGIN_BUSY = "The server is busy checking other logins. Please try again in a moment.";
export const JSON_ONLY = "Send the request as application/json.";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";
export const SETUP_LINK_INVALID = "This setup link is invalid, expired or already used.";
export const AUTH_REQUIRED = "Authentication required";
