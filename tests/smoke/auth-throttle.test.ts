import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
} from "../../server/features/auth/login-throttle.server.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

// Behind a trusted proxy the client address is the last X-Forwarded-For entry, so one server
// can be visited from as many addresses as a test needs.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { error?: string; token?: string };
  /** The cookie the answer sets, as `name=value`. */
  cookie: string | undefined;
  at: number;
}

async function loginFrom(
  address: string,
  credentials: { email: string; password: string },
  cookie?: string,
): Promise<Answer> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(credentials),
  });
  const set = res.headers.getSetCookie()[0]?.split(";")[0];
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: (await res.json()) as Answer["body"],
    cookie: set,
    at: performance.now(),
  };
}

const count = (answers: Answer[], status: number) =>
  answers.filter((a) => a.status === status).length;

describe("a burst of wrong passwords from one address", () => {
  it(`has ${ADDRESS_ACCOUNT_LIMIT} guesses at the account checked, and the owner logs in from elsewhere during and after it`, async () => {
    const attacker = "203.0.113.7";
    const burst = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        loginFrom(attacker, { email: TEST_ADMIN.email, password: `guess-${i}` }),
      ),
    );
    const ownerSent = performance.now();
    const owner = await loginFrom("198.51.100.20", TEST_ADMIN);
    const answers = await burst;

    // Every attempt was counted before its password was checked: an address gets a few guesses
    // at the account; the rest were refused or found the queue full.
    expect(count(answers, 401)).toBe(ADDRESS_ACCOUNT_LIMIT);
    expect(count(answers, 429) + count(answers, 503)).toBe(200 - ADDRESS_ACCOUNT_LIMIT);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.error).toBe(
        "Too many login attempts. Please wait a few minutes and try again.",
      );
    }
    // The owner's login was sent while the burst was still being answered, and it worked.
    expect(ownerSent).toBeLessThan(Math.max(...answers.map((a) => a.at)));
    expect(owner.status).toBe(200);

    // After the burst: the owner still gets in (also from a third address); the attacker stays refused.
    expect((await loginFrom("198.51.100.20", TEST_ADMIN)).status).toBe(200);
    expect((await loginFrom("192.0.2.44", TEST_ADMIN)).status).toBe(200);
    expect((await loginFrom(attacker, TEST_ADMIN)).status).toBe(429);
  }, 90_000);

  it("a browser that signed in before may mistype and get in from the attacker's address, also after a restart", async () => {
    const signedIn = await loginFrom("198.51.100.21", TEST_ADMIN);
    expect(signedIn.status).toBe(200);
    const proof = signedIn.cookie;
    expect(proof).toMatch(/^login_device=/);
    for (let i = 0; i < DEVICE_LIMIT - 1; i++)
      expect(
        (await loginFrom("203.0.113.7", { email: TEST_ADMIN.email, password: `typo-${i}` }, proof))
          .status,
      ).toBe(401);
    const again = await loginFrom("203.0.113.7", TEST_ADMIN, proof);
    expect(again.status).toBe(200);

    // The server stops and starts again on the same data: the browser's new proof still counts.
    const dataDir = server.dataDir;
    expect(await server.stop()).toBe(0);
    server = await startServer({ dataDir, env: { TRUST_PROXY: "1" } });
    for (let i = 0; i <= ADDRESS_ACCOUNT_LIMIT; i++)
      expect(
        (
          await loginFrom(
            "192.0.2.45",
            { email: TEST_ADMIN.email, password: `typo-${i}` },
            again.cookie,
          )
        ).status,
      ).toBe(401);
    expect((await loginFrom("192.0.2.45", TEST_ADMIN, again.cookie)).status).toBe(200);
  }, 120_000);
});

describe("IPv6 addresses", () => {
  it("are counted by their /64: another address in the same /64 is refused, the next /64 is not", async () => {
    const wrong = (i: number) => ({ email: `nobody${i}@test.example`, password: "wrong-password" });
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      expect((await loginFrom(`2001:db8:1:2::${i + 1}`, wrong(i))).status).toBe(401);
    expect((await loginFrom("2001:db8:1:2:ffff:ffff:ffff:fffe", wrong(99))).status).toBe(429);
    expect((await loginFrom("2001:0db8:0001:0002::abcd", TEST_ADMIN)).status).toBe(429);
    expect((await loginFrom("2001:db8:1:3::1", wrong(100))).status).toBe(401);
    expect((await loginFrom("2001:db8:1:3::2", TEST_ADMIN)).status).toBe(200);
  }, 90_000);
});

describe("the queue of password checks", () => {
  it("answers 503 with Retry-After once an address has its share of places, and counts nothing for those", async () => {
    const address = "100.64.0.1";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        loginFrom(address, { email: `crowd${i}@test.example`, password: "wrong-password" }),
      ),
    );
    expect(count(answers, 401) + count(answers, 503)).toBe(10);
    const checked = count(answers, 401);
    expect(checked).toBeLessThan(ADDRESS_LIMIT);
    for (const busy of answers.filter((a) => a.status === 503)) {
      expect(Number(busy.retryAfter)).toBeGreaterThan(0);
      expect(busy.body.error).toBe(
        "The server is busy checking other logins. Please try again in a moment.",
      );
    }
    // Only the checked ones count: the address has exactly its remaining failures left.
    for (let i = checked; i < ADDRESS_LIMIT; i++)
      expect(
        (await loginFrom(address, { email: `later${i}@test.example`, password: "wrong-password" }))
          .status,
      ).toBe(401);
    expect(
      (await loginFrom(address, { email: "last@test.example", password: "wrong-password" })).status,
    ).toBe(429);
  }, 120_000);
});
