import { createHash, randomBytes } from "node:crypto";
import {
  type ChangePasswordInputSchema,
  type LoginInputSchema,
  type SetupInputSchema,
} from "@shared/contract/auth.ts";
import type { Role } from "@shared/contract/roles.ts";
import type { z } from "zod";
import { nowIso } from "../../db/database.server.ts";
import { DomainError } from "../../domain-error.server.ts";
import { addressKey, networkKey } from "./address-key.server.ts";
import type { MembersRepo } from "../team/members.repo.server.ts";
import type { DeviceProofs } from "./device-proof.server.ts";
import { LoginThrottle, type LoginAttempt } from "./login-throttle.server.ts";
import { PasswordCheckQueue } from "./password-check-queue.server.ts";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "./password.server.ts";
import type { SessionsRepo } from "./sessions.repo.server.ts";
import { SetupLink } from "./setup-link.server.ts";

export interface SessionPolicy {
  idleHours: number;
  maxHours: number;
}

export interface SignedInMember {
  id: string;
  tokenHash: string;
  email: string;
  name: string;
  role: Role;
}

const HOUR = 3600_000;
// Writing last_used_at on every request would turn every admin read into a write.
const TOUCH_INTERVAL_MS = 60_000;
// About how long the queue in front of a full one takes to drain.
const BUSY_RETRY_SECONDS = 5;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface AuthGuards {
  throttle: LoginThrottle;
  /** Every password hash, but a known device's check. */
  queue: PasswordCheckQueue;
  /** Checks of known devices: staff never wait behind an attacker's guesses. */
  knownLane: PasswordCheckQueue;
  setupLink: SetupLink;
}

export interface SignedIn {
  token: string;
  /** The browser's new device proof (device-proof.server.ts). */
  deviceProof: string;
}

export function createAuthService(
  members: MembersRepo,
  sessions: SessionsRepo,
  proofs: DeviceProofs,
  policy: SessionPolicy,
  { throttle, queue, knownLane, setupLink }: AuthGuards = {
    throttle: new LoginThrottle(),
    queue: new PasswordCheckQueue(),
    knownLane: new PasswordCheckQueue(1, 16),
    setupLink: new SetupLink(),
  },
) {
  const busy = () => new DomainError("loginBusy", { retryAfterSeconds: BUSY_RETRY_SECONDS });

  /** Runs password work for a client (an address key) in the bounded queue; a full queue is a 503 the client may retry. */
  async function hashing<T>(client: string, work: () => Promise<T>): Promise<T> {
    const queued = queue.run(client, work);
    if (!queued) throw busy();
    return queued;
  }

  /**
   * Checks a password guess at this account from this address, and from this known device if
   * one proved itself: a place in the queue first (a full queue counts nothing), then the
   * throttle counts the attempt before the check runs. All in one turn, so nothing changes between.
   */
  function guess<T>(
    account: string,
    clientAddress: string,
    device: string | undefined,
    work: () => Promise<T>,
  ): { attempt: LoginAttempt; checked: Promise<T> } {
    const client = {
      address: addressKey(clientAddress),
      network: networkKey(clientAddress),
      device: device && throttle.trusts(device) ? device : undefined,
    };
    const lane = client.device
      ? { queue: knownLane, client: `device:${client.device}` }
      : { queue, client: client.address };
    if (!lane.queue.hasRoom(lane.client)) throw busy();
    const decision = throttle.begin(client, account);
    if (!decision.allowed)
      throw "full" in decision
        ? busy()
        : new DomainError("tooManyAttempts", { retryAfterSeconds: decision.retryAfterSeconds });
    const checked = lane.queue.run(lane.client, work, () => throttle.failures(client.address));
    if (!checked) throw busy();
    return { attempt: decision.attempt, checked };
  }

  /**
   * A session's created_at is when the credentials it rests on were read (`credentialsReadAt`),
   * so a password change after that reading voids it, even one that finished before this login did.
   */
  async function createSession(memberId: string, credentialsReadAt: Date): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await sessions.create({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: credentialsReadAt.toISOString(),
      last_used_at: new Date(now).toISOString(),
      expires_at: new Date(now + policy.maxHours * HOUR).toISOString(),
    });
    await members.noteLogin(memberId, new Date(now).toISOString());
    return token;
  }

  return {
    /**
     * A 256-bit random token and a new device proof on success; the same 401 for an unknown
     * e-mail and a wrong password. `deviceCookie` is the browser's proof from an earlier sign-in.
     */
    async login(
      input: z.output<typeof LoginInputSchema>,
      clientAddress: string,
      deviceCookie?: string,
    ): Promise<SignedIn> {
      const device = await proofs.verify(deviceCookie, () => members.findByEmail(input.email));
      let readAt = new Date();
      const { attempt, checked } = guess(input.email, clientAddress, device, async () => {
        readAt = new Date();
        const found = await members.findByEmail(input.email);
        if (!(await verifyPassword(input.password, found?.password_hash ?? DUMMY_HASH)) || !found)
          return undefined;
        // A hash from before today's parameters is replaced while the password is at hand.
        if (needsRehash(found.password_hash))
          await members.replaceHash(
            found.id,
            found.password_hash,
            await hashPassword(input.password),
          );
        return found;
      });
      const admin = await checked;
      if (!admin) throw new DomainError("invalidCredentials");
      attempt.succeeded();
      // Only someone who knows the password learns that the owner has disabled the account.
      if (admin.disabled_at !== null) throw new DomainError("accountDisabled");
      const deviceProof = await proofs.issue(admin);
      return { token: await createSession(admin.id, readAt), deviceProof };
    },

    /** The admin a bearer token belongs to, or null when it is unknown, expired or idle too long. */
    async authenticate(token: string): Promise<SignedInMember | null> {
      if (token.length < 20 || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const session = await sessions.find(tokenHash);
      if (!session) return null;
      const now = Date.now();
      const lastUsed = Date.parse(session.last_used_at);
      const voidedByPasswordChange = session.created_at < session.password_changed_at;
      if (
        voidedByPasswordChange ||
        Date.parse(session.expires_at) <= now ||
        lastUsed + policy.idleHours * HOUR <= now
      ) {
        await sessions.delete(tokenHash);
        return null;
      }
      // A disabled account's sessions end with the next request, whoever holds them.
      if (session.disabled_at !== null) {
        await sessions.delete(tokenHash);
        return null;
      }
      if (now - lastUsed > TOUCH_INTERVAL_MS)
        await sessions.touch(tokenHash, new Date(now).toISOString());
      return {
        id: session.member_id,
        tokenHash,
        email: session.email,
        name: session.name,
        role: session.role,
      };
    },

    async logout(admin: SignedInMember): Promise<void> {
      await sessions.delete(admin.tokenHash);
    },

    /**
     * The logged-in admin's own change: the current password proves it is them (a stolen token
     * alone is not enough), guesses count like a known device's (the session is the proof,
     * with a budget of its own), and every other session ends.
     */
    async changePassword(
      admin: SignedInMember,
      input: z.output<typeof ChangePasswordInputSchema>,
      clientAddress: string,
    ): Promise<void> {
      const row = await members.findById(admin.id);
      if (!row) throw new DomainError("authRequired");
      const { attempt, checked } = guess(
        row.email,
        clientAddress,
        `session:${admin.tokenHash}`,
        async () => {
          if (!(await verifyPassword(input.currentPassword, row.password_hash))) return false;
          const changedAt = await members.setPassword(
            row.id,
            await hashPassword(input.newPassword),
          );
          await sessions.restamp(admin.tokenHash, changedAt);
          await sessions.deleteForAdminExcept(row.id, admin.tokenHash);
          return true;
        },
      );
      if (!(await checked)) throw new DomainError("wrongCurrentPassword");
      attempt.succeeded();
    },

    /** Creates the admin or sets a new password (the command line's way); every session of that admin ends. */
    async setPassword(email: string, password: string): Promise<"created" | "updated"> {
      const normalised = email.trim().toLowerCase();
      const hash = await hashing("command line", () => hashPassword(password));
      const existing = await members.findByEmail(normalised);
      if (!existing) {
        await members.create(normalised, hash);
        setupLink.revoke();
        return "created";
      }
      await members.setPassword(existing.id, hash);
      await sessions.deleteForAdmin(existing.id);
      return "updated";
    },

    /** A one-time link token for choosing the first admin, while there is none; undefined once there is one. */
    async issueSetupLink(): Promise<string | undefined> {
      if ((await members.count()) > 0) return undefined;
      return setupLink.issue();
    },

    async isSetupLinkValid(token: string): Promise<boolean> {
      return setupLink.isValid(token) && (await members.count()) === 0;
    },

    /** Spends the setup link on the first admin and logs them in. */
    async completeSetup(
      input: z.output<typeof SetupInputSchema>,
      clientAddress: string,
    ): Promise<string> {
      const admin = await hashing(addressKey(clientAddress), async () => {
        if ((await members.count()) > 0 || !setupLink.consume(input.token)) return undefined;
        return members.create(input.email, await hashPassword(input.password));
      });
      if (!admin) throw new DomainError("setupLinkInvalid");
      return createSession(admin.id, new Date(admin.password_changed_at));
    },

    /** Hashes a password someone is choosing (an accepted invite), in the bounded queue like every other. */
    hashNewPassword: (password: string, clientAddress: string) =>
      hashing(addressKey(clientAddress), () => hashPassword(password)),

    /** Signs in an account whose password was just chosen (an accepted invite). */
    startSession: createSession,

    async pruneSessions(): Promise<void> {
      const now = Date.now();
      await sessions.deleteExpired(nowIso(), new Date(now - policy.idleHours * HOUR).toISOString());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
