import { z } from "zod";

export const LoginInputSchema = z.object({
  email: z.string({ error: "E-mail is required." }).trim().toLowerCase().min(1, "E-mail is required.").max(254).pipe(z.email("Enter a valid e-mail address.")),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024, "Password is too long."),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait a few minutes and try again.";
export const AUTH_REQUIRED = "Authentication required";
export const PASSWORD_MIN_LENGTH = 10;
