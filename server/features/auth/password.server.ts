import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. One hash takes
 * 128·N·r = 128 MiB and about 0.3–0.6 s of one core here, which is why checks are queued
 * (password-check-queue.server.ts).
 */
export const CURRENT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// The largest cost a stored hash may ask for: a damaged row must not make one check take gigabytes.
const MAX_N = 2 ** 20;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// Node refuses a hash whose memory (128·N·r·p plus a little bookkeeping) exceeds maxmem.
const maxmemFor = ({ N, r, p }: ScryptParams) => 128 * N * r * p + 2 * 1024 * 1024;

function parse(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key || rest.length > 0) return undefined;
  if (
    ![params.N, params.r, params.p].every(Number.isSafeInteger) ||
    params.N < 2 ||
    params.N > MAX_N ||
    params.r < 1 ||
    params.r > 32 ||
    params.p !== 1
  )
    return undefined;
  return { ...params, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

/** Format: scrypt$N$r$p$salt$key (base64url): the cost travels with the hash, so it can rise without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFC"), salt, KEY_LENGTH, {
    ...CURRENT_PARAMS,
    maxmem: maxmemFor(CURRENT_PARAMS),
  });
  return [
    "scrypt",
    CURRENT_PARAMS.N,
    CURRENT_PARAMS.r,
    CURRENT_PARAMS.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash || hash.key.length === 0) return false;
  const actual = await scrypt(password.normalize("NFC"), hash.salt, hash.key.length, {
    N: hash.N,
    r: hash.r,
    p: hash.p,
    maxmem: maxmemFor(hash),
  });
  return timingSafeEqual(actual, hash.key);
}

/** True for a hash made with weaker parameters than today's: it is replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return !hash || hash.N < CURRENT_PARAMS.N || hash.r < CURRENT_PARAMS.r;
}

/**
 * Checked against when the e-mail is unknown, so both failures cost the same: today's
 * parameters with a random salt and key, which no password matches. Nothing is hashed at start-up.
 */
export const DUMMY_HASH = [
  "scrypt",
  CURRENT_PARAMS.N,
  CURRENT_PARAMS.r,
  CURRENT_PARAMS.p,
  randomBytes(16).toString("base64url"),
  randomBytes(KEY_LENGTH).toString("base64url"),
].join("$");
