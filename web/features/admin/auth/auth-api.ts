import type { LoginInputSchema, LoginResponse } from "@shared/contract/auth.ts";
import type { z } from "zod";
import { apiRequest } from "~/shared/api/client";

export const authApi = {
  login: (input: z.output<typeof LoginInputSchema>) => apiRequest<LoginResponse>("/api/auth/login", { method: "POST", json: input, token: null }),
  /** Revokes the token on the server; it is passed in because it has already left storage. */
  logout: (token: string) => apiRequest("/api/auth/logout", { method: "POST", token }),
};
