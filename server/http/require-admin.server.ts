import { createMiddleware } from "hono/factory";
import type { SignedInMember, AuthService } from "../features/auth/auth.service.server.ts";
import { HttpError } from "./errors.server.ts";

export type AdminEnv = { Variables: { admin: SignedInMember } };

/** Every admin route passes through here: no valid bearer token, no access. */
export function requireAdmin(auth: AuthService) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const admin = match?.[1] ? await auth.authenticate(match[1]) : null;
    if (!admin)
      throw new HttpError(401, "authRequired", {
        headers: { "WWW-Authenticate": 'Bearer realm="admin"' },
      });
    c.set("admin", admin);
    await next();
  });
}
