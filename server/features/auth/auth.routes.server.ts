import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  SetupInputSchema,
  SetupTokenSchema,
  type LoginResponse,
} from "@shared/contract/auth.ts";
import type { ApiError } from "@shared/contract/common.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from "@shared/device-cookie.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import { errorBody, parseInput } from "../../http/errors.server.ts";
import { readJson } from "../../http/json-only.server.ts";
import { requireAdmin, type AdminEnv } from "../../http/require-admin.server.ts";
import { isHttps } from "../../http/security-headers.server.ts";
import type { AuthService } from "./auth.service.server.ts";
import { DEVICE_PROOF_DAYS } from "./device-proof.server.ts";

const sessionStarted = (c: Context, token: string) => {
  c.header("Cache-Control", "no-store");
  return c.json<LoginResponse>({ token });
};

export function authRoutes(auth: AuthService, trustProxy: boolean) {
  return new Hono<AdminEnv>()
    .post("/login", async (c) => {
      const input = parseInput(LoginInputSchema, await readJson(c));
      const { token, deviceProof } = await auth.login(
        input,
        clientAddress(c, trustProxy),
        getCookie(c, DEVICE_COOKIE),
      );
      // Scripts never read it, and no other site's request carries it.
      setCookie(c, DEVICE_COOKIE, deviceProof, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        secure: isHttps(c, trustProxy),
        sameSite: "Strict",
        maxAge: DEVICE_PROOF_DAYS * 24 * 3600,
      });
      return sessionStarted(c, token);
    })
    .post("/logout", requireAdmin(auth), async (c) => {
      await auth.logout(c.get("admin"));
      return c.body(null, 204);
    })
    .post("/password", requireAdmin(auth), async (c) => {
      const input = parseInput(ChangePasswordInputSchema, await readJson(c));
      await auth.changePassword(c.get("admin"), input, clientAddress(c, trustProxy));
      return c.body(null, 204);
    })
    .post("/setup/check", async (c) => {
      const { token } = parseInput(SetupTokenSchema, await readJson(c));
      return (await auth.isSetupLinkValid(token))
        ? c.body(null, 204)
        : c.json<ApiError>(errorBody("setupLinkInvalid"), 410);
    })
    .post("/setup", async (c) => {
      const input = parseInput(SetupInputSchema, await readJson(c));
      return sessionStarted(c, await auth.completeSetup(input, clientAddress(c, trustProxy)));
    });
}
