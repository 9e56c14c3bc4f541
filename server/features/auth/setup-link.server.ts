import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const SETUP_LINK_HOURS = 24;

/**
 * The one-time link with which the owner creates the first admin. Kept in memory only: it is
 * issued at start while there is no admin, and a restart simply issues a new one. Only its
 * hash is kept, compared in constant time.
 */
export class SetupLink {
  private current: { hash: Buffer; expiresAt: number } | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** A new link token; any earlier one stops working. */
  issue(): string {
    const token = randomBytes(32).toString("base64url");
    this.current = { hash: digest(token), expiresAt: this.now() + SETUP_LINK_HOURS * 3600_000 };
    return token;
  }

  isValid(token: string): boolean {
    const current = this.current;
    return (
      current !== undefined &&
      current.expiresAt > this.now() &&
      timingSafeEqual(current.hash, digest(token))
    );
  }

  /** True once for the valid token; after that the link is spent. */
  consume(token: string): boolean {
    if (!this.isValid(token)) return false;
    this.current = undefined;
    return true;
  }

  /** Ends the link without using it (an admin was made another way). */
  revoke(): void {
    this.current = undefined;
  }
}

const digest = (token: string) => createHash("sha256").update(token).digest();
