import { Hono } from "hono";
import { LoginInputSchema, type LoginResponse } from "@shared/contract/auth.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import { requireAdmin, type AdminEnv } from "../../http/require-admin.server.ts";
import type { AuthService } from "./auth.service.server.ts";

export function authRoutes(auth: AuthService, trustProxy: boolean) {
  return new Hono<AdminEnv>()
    .post("/login", async (c) => {
      const input = parseInput(LoginInputSchema, await readJsonObject(c));
      const token = await auth.login(input, clientAddress(c, trustProxy));
      c.header("Cache-Control", "no-store");
      return c.json<LoginResponse>({ token });
    })
    .post("/logout", requireAdmin(auth), async (c) => {
      await auth.logout(c.get("admin"));
      return c.body(null, 204);
    });
}
