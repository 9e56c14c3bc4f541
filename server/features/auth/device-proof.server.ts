import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DEVICE_COOKIE_DAYS } from "@shared/device-cookie.ts";

/**
 * A device proof is what a browser keeps after signing in to an account (OWASP's "device
 * cookie"): an HttpOnly cookie sent only to the login, so that this browser's next guesses use a
 * budget of its own instead of the one every unknown device shares (login-throttle.server.ts).
 *
 * `d1.<account id>.<proof id>.<issued, base 36>.<HMAC-SHA256>`. The MAC also covers the account's
 * password_changed_at and devices_revoked_at: a new password, or disabling the account, voids
 * every proof of it without storing anything per proof. It names the account by its opaque id
 * and carries nothing else about the person.
 */
export const DEVICE_PROOF_DAYS = DEVICE_COOKIE_DAYS;
const VERSION = "d1";
const DAY_MS = 86_400_000;
// A real proof is about 110 characters: anything much longer is not one, and is not hashed.
const MAX_LENGTH = 200;

export interface ProofAccount {
  id: string;
  password_changed_at: string;
  devices_revoked_at: string | null;
  disabled_at: string | null;
}

export function createDeviceProofs(loadKey: () => Promise<Buffer>, now: () => number = Date.now) {
  let key: Promise<Buffer> | undefined;
  const signingKey = () =>
    (key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  const mac = async (account: ProofAccount, proofId: string, issued: string) =>
    createHmac("sha256", await signingKey())
      .update(
        [
          VERSION,
          account.id,
          proofId,
          issued,
          account.password_changed_at,
          account.devices_revoked_at ?? "",
        ].join("\n"),
      )
      .digest("base64url");

  return {
    async issue(account: ProofAccount): Promise<string> {
      const proofId = randomBytes(12).toString("base64url");
      const issued = now().toString(36);
      return [VERSION, account.id, proofId, issued, await mac(account, proofId, issued)].join(".");
    },

    /**
     * The proof's id when `cookie` is a live proof for the account `find` reads, undefined for
     * anything else. The account is only read for a cookie shaped like a proof.
     */
    async verify(
      cookie: string | undefined,
      find: () => Promise<ProofAccount | undefined>,
    ): Promise<string | undefined> {
      if (!cookie || cookie.length > MAX_LENGTH) return undefined;
      const [version, accountId, proofId, issued, given, ...rest] = cookie.split(".");
      if (version !== VERSION || !accountId || !proofId || !issued || !given || rest.length > 0)
        return undefined;
      const account = await find();
      if (!account || account.id !== accountId || account.disabled_at !== null) return undefined;
      // The cookie's own lifetime is the browser's word; this one is ours.
      if (!(now() - Number.parseInt(issued, 36) < DEVICE_PROOF_DAYS * DAY_MS)) return undefined;
      const expected = Buffer.from(await mac(account, proofId, issued));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? proofId
        : undefined;
    },
  };
}
export type DeviceProofs = ReturnType<typeof createDeviceProofs>;
