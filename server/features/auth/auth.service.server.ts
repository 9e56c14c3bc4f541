import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, type LoginInputSchema } from "@shared/contract/auth.ts";
import type { z } from "zod";
import { nowIso } from "../../db/database.server.ts";
import { HttpError } from "../../http/errors.server.ts";
import type { AdminsRepo } from "./admins.repo.server.ts";
import { LoginThrottle } from "./login-throttle.server.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server.ts";
import type { SessionsRepo } from "./sessions.repo.server.ts";

export interface SessionPolicy {
  idleHours: number;
  maxHours: number;
}

export interface AuthenticatedAdmin {
  id: string;
  tokenHash: string;
}

const HOUR = 3600_000;
// Writing last_used_at on every request would turn every admin read into a write.
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createAuthService(admins: AdminsRepo, sessions: SessionsRepo, policy: SessionPolicy, throttle = new LoginThrottle()) {
  return {
    /** A 256-bit random token on success; the same 401 for an unknown e-mail and a wrong password. */
    async login(input: z.output<typeof LoginInputSchema>, clientAddress: string): Promise<string> {
      const keys = [`ip:${clientAddress}`, `account:${input.email}`];
      const decision = throttle.check(keys);
      if (decision.retryAfterSeconds > 0) {
        throw new HttpError(429, TOO_MANY_ATTEMPTS, { "Retry-After": String(decision.retryAfterSeconds) });
      }
      if (decision.delayMs > 0) await sleep(decision.delayMs);

      const admin = await admins.findByEmail(input.email);
      const ok = await verifyPassword(input.password, admin?.password_hash ?? (await dummyPasswordHash));
      if (!admin || !ok) {
        throttle.fail(keys);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      throttle.succeed(keys);

      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await sessions.create({
        token_hash: hashToken(token),
        admin_id: admin.id,
        created_at: new Date(now).toISOString(),
        last_used_at: new Date(now).toISOString(),
        expires_at: new Date(now + policy.maxHours * HOUR).toISOString(),
      });
      return token;
    },

    /** The admin a bearer token belongs to, or null when it is unknown, expired or idle too long. */
    async authenticate(token: string): Promise<AuthenticatedAdmin | null> {
      if (token.length < 20 || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const session = await sessions.find(tokenHash);
      if (!session) return null;
      const now = Date.now();
      const lastUsed = Date.parse(session.last_used_at);
      if (Date.parse(session.expires_at) <= now || lastUsed + policy.idleHours * HOUR <= now) {
        await sessions.delete(tokenHash);
        return null;
      }
      if (now - lastUsed > TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, new Date(now).toISOString());
      return { id: session.admin_id, tokenHash };
    },

    async logout(admin: AuthenticatedAdmin): Promise<void> {
      await sessions.delete(admin.tokenHash);
    },

    /** Creates the admin or sets a new password; every session of that admin ends. */
    async setPassword(email: string, password: string): Promise<"created" | "updated"> {
      const normalised = email.trim().toLowerCase();
      const hash = await hashPassword(password);
      const existing = await admins.findByEmail(normalised);
      if (!existing) {
        await admins.create(normalised, hash);
        return "created";
      }
      await admins.setPassword(existing.id, hash);
      await sessions.deleteForAdmin(existing.id);
      return "updated";
    },

    async pruneSessions(): Promise<void> {
      const now = Date.now();
      await sessions.deleteExpired(nowIso(), new Date(now - policy.idleHours * HOUR).toISOString());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
