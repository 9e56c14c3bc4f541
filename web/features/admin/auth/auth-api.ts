import type {
  ChangePasswordInputSchema,
  LoginInputSchema,
  LoginResponse,
  SetupInputSchema,
} from "@shared/contract/auth.ts";
import type { z } from "zod";
import { apiRequest } from "~/lib/api/client";

export const authApi = {
  login: (input: z.output<typeof LoginInputSchema>) =>
    apiRequest<LoginResponse>("/api/auth/login", { method: "POST", json: input, token: null }),
  /** Revokes the token on the server; it is passed in because it has already left storage. */
  logout: (token: string) => apiRequest("/api/auth/logout", { method: "POST", token }),
  /** Sets a new password for the logged-in admin; their other sessions end. */
  changePassword: (input: z.output<typeof ChangePasswordInputSchema>) =>
    apiRequest("/api/auth/password", { method: "POST", json: input }),
  /** Resolves while the one-time setup link works; an ApiError (410) otherwise. */
  checkSetupLink: (token: string) =>
    apiRequest("/api/auth/setup/check", { method: "POST", json: { token }, token: null }),
  completeSetup: (input: z.output<typeof SetupInputSchema>) =>
    apiRequest<LoginResponse>("/api/auth/setup", { method: "POST", json: input, token: null }),
};
