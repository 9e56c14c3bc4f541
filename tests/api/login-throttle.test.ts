import { afterEach, describe, expect, it } from "vitest";
import {
  ACCOUNT_LIMIT,
  ADDRESS_ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
} from "../../server/features/auth/login-throttle.server.ts";
import { startApp, type TestApp } from "../support/app.ts";
import { TEST_ADMIN } from "../support/server.ts";

// Behind a trusted proxy the client address is the last X-Forwarded-For entry: one app, as many
// addresses as the attack needs.
const apps: TestApp[] = [];
async function newApp(dataDir?: string): Promise<TestApp> {
  const app = await startApp({ trustProxy: true, ...(dataDir ? { dataDir } : {}) });
  apps.push(app);
  return app;
}
afterEach(async () => {
  for (const app of apps.splice(0)) await app.stop();
});

interface Answer {
  address: string;
  status: number;
  token?: string;
  setCookie: string | null;
  at: number;
}

/** A browser: it keeps the cookie the login sets and sends it back, as a real one does for that path. */
class Browser {
  cookie: string | undefined;

  constructor(private app: TestApp) {}

  async login(
    address: string,
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await this.app.fetch("/api/auth/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": address,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify({ email, password }),
    });
    const setCookie = res.headers.get("set-cookie");
    const pair = setCookie?.split(";")[0];
    if (pair) this.cookie = pair;
    const body = (await res.json()) as { token?: string };
    return {
      address,
      status: res.status,
      setCookie,
      at: performance.now(),
      ...(body.token ? { token: body.token } : {}),
    };
  }
}

const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const ATTACKERS = Array.from({ length: 60 }, (_, i) => `203.0.113.${i + 1}`);

describe("60 addresses attacking the owner's account together", () => {
  it("get at most 20 checked guesses at it, and the owner's known browser signs in within 10 s meanwhile, even from an attacking address", async () => {
    const app = await newApp();
    const owner = new Browser(app);
    expect((await owner.login("198.51.100.20", TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(
      200,
    );

    const answers: Answer[] = [];
    const attack = (async () => {
      // Three rounds: every address sends its next guess at once.
      for (let round = 0; round < 3; round++) {
        await Promise.all(
          ATTACKERS.map((address, i) =>
            new Browser(app)
              .login(address, TEST_ADMIN.email, `guess-${round}-${i}`)
              .then((a) => answers.push(a)),
          ),
        );
      }
    })();

    // Once the attack is under way (its first guesses checked, the rest queued), the owner signs
    // in, on a mobile network that shares its address with an attacker.
    await expect
      .poll(() => answers.filter((a) => a.status === 401).length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(0);
    const ownerSent = performance.now();
    const signedIn = await owner.login(ATTACKERS[6] ?? "", TEST_ADMIN.email, TEST_ADMIN.password);
    await attack;

    // Every guess was checked (401), refused (429) or found the queue full (503), which counts nothing.
    expect(answers.every((a) => [401, 429, 503].includes(a.status))).toBe(true);
    expect(answers.length).toBe(ATTACKERS.length * 3);
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMIT);

    expect(signedIn.status).toBe(200);
    expect(signedIn.at - ownerSent).toBeLessThan(10_000);
    // It ran while the attack did: attackers' guesses were still being answered after it.
    expect(answers.some((a) => a.at > signedIn.at)).toBe(true);
  }, 240_000);

  it("an IPv6 /48 is limited as a whole: its /64s do not give it fresh addresses", async () => {
    const app = await newApp();
    const results: number[] = [];
    for (let i = 0; i < 30; i++)
      results.push(
        (
          await new Browser(app).login(
            `2001:db8:77:${i.toString(16)}::1`,
            `v6-${i}@test.example`,
            "wrong-password",
          )
        ).status,
      );
    expect(results.filter((s) => s === 401).length).toBeLessThan(30);
    expect(results.at(-1)).toBe(429);
  }, 120_000);
});

describe("a browser that never signed in", () => {
  it("may mistype twice from a new address and still get in when there is no attack", async () => {
    const app = await newApp();
    const phone = new Browser(app);
    expect((await phone.login("100.64.9.9", TEST_ADMIN.email, "typo-1")).status).toBe(401);
    expect((await phone.login("100.64.9.9", TEST_ADMIN.email, "typo-2")).status).toBe(401);
    expect((await phone.login("100.64.9.9", TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(
      200,
    );
  }, 60_000);

  it(`has ${ADDRESS_ACCOUNT_LIMIT} attempts at an account per address, and ${ADDRESS_LIMIT} in all`, async () => {
    const app = await newApp();
    const stranger = new Browser(app);
    const atOwner = [];
    for (let i = 0; i <= ADDRESS_ACCOUNT_LIMIT; i++)
      atOwner.push((await stranger.login("100.64.1.1", TEST_ADMIN.email, `guess-${i}`)).status);
    expect(atOwner).toEqual([...Array<number>(ADDRESS_ACCOUNT_LIMIT).fill(401), 429]);
    const elsewhere = [];
    for (let i = ADDRESS_ACCOUNT_LIMIT; i <= ADDRESS_LIMIT; i++)
      elsewhere.push(
        (await stranger.login("100.64.1.1", `someone${i}@test.example`, "guess")).status,
      );
    expect(elsewhere).toEqual([
      ...Array<number>(ADDRESS_LIMIT - ADDRESS_ACCOUNT_LIMIT).fill(401),
      429,
    ]);
  }, 60_000);
});

describe("a known browser's device proof", () => {
  it("is set only by a successful sign-in: HttpOnly, SameSite=Strict, for the login path, Secure when the client came over HTTPS", async () => {
    const app = await newApp();
    const browser = new Browser(app);
    expect((await browser.login("192.0.2.1", TEST_ADMIN.email, "wrong")).setCookie).toBeNull();
    const plain =
      (await browser.login("192.0.2.1", TEST_ADMIN.email, TEST_ADMIN.password)).setCookie ?? "";
    expect(plain).toMatch(
      /^login_device=[\w.-]{80,200}; Max-Age=\d+; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
    );
    const https =
      (
        await browser.login("192.0.2.1", TEST_ADMIN.email, TEST_ADMIN.password, {
          "x-forwarded-proto": "https",
        })
      ).setCookie ?? "";
    expect(https.split("; ")).toContain("Secure");
  }, 60_000);

  it(`gives ${DEVICE_LIMIT} attempts of its own, then is locked out and the browser counts as unknown`, async () => {
    const app = await newApp();
    const laptop = new Browser(app);
    expect((await laptop.login("192.0.2.2", TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(
      200,
    );
    // All from one new address, which alone would allow an unknown browser's share: the proof's
    // own budget first, then (locked out) that share, then no more.
    const typos = [];
    for (let i = 0; i <= DEVICE_LIMIT + ADDRESS_ACCOUNT_LIMIT; i++)
      typos.push((await laptop.login("198.18.0.1", TEST_ADMIN.email, `typo-${i}`)).status);
    expect(typos).toEqual([...Array<number>(DEVICE_LIMIT + ADDRESS_ACCOUNT_LIMIT).fill(401), 429]);
  }, 120_000);

  it("survives a restart: the app made again on the same data still knows the browser", async () => {
    const first = await newApp();
    const laptop = new Browser(first);
    expect((await laptop.login("192.0.2.3", TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(
      200,
    );
    await first.stop();
    apps.splice(apps.indexOf(first), 1);

    const again = await newApp(first.dataDir);
    const restarted = new Browser(again);
    restarted.cookie = laptop.cookie;
    const typos = [];
    for (let i = 0; i <= ADDRESS_ACCOUNT_LIMIT; i++)
      typos.push((await restarted.login("192.0.2.4", TEST_ADMIN.email, `typo-${i}`)).status);
    expect(typos).toEqual(Array<number>(ADDRESS_ACCOUNT_LIMIT + 1).fill(401));
    expect((await restarted.login("192.0.2.4", TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(
      200,
    );
  }, 60_000);

  it("is void after a password change, for another account, and once its account was disabled, also after it is enabled again", async () => {
    const app = await newApp();
    const staff = { email: "staff@test.example", password: "staff-password-1" };
    await app.services.auth.setPassword(staff.email, staff.password);
    const owner = new Browser(app);
    const ownerToken =
      (await owner.login("192.0.2.5", TEST_ADMIN.email, TEST_ADMIN.password)).token ?? "";
    const staffBrowser = new Browser(app);
    expect((await staffBrowser.login("192.0.2.6", staff.email, staff.password)).status).toBe(200);

    /** The statuses of one more typo than an unknown browser may make, each from the same new address. */
    const typos = async (browser: Browser, email: string, address: string) => {
      const answers = [];
      for (let i = 0; i <= ADDRESS_ACCOUNT_LIMIT; i++)
        answers.push(await browser.login(address, email, `typo-${i}`));
      return statuses(answers);
    };
    const unknown = [...Array<number>(ADDRESS_ACCOUNT_LIMIT).fill(401), 429];

    // The owner's proof, sent with a guess at the staff account, is no proof there.
    const borrowed = new Browser(app);
    borrowed.cookie = owner.cookie;
    expect(await typos(borrowed, staff.email, "192.0.2.7")).toEqual(unknown);

    // Disabled and enabled again by the owner: the staff browser's proof is void.
    const members = (await (
      await app.fetch("/api/team", { headers: { authorization: `Bearer ${ownerToken}` } })
    ).json()) as { _id: string; email: string }[];
    const staffId = members.find((m) => m.email === staff.email)?._id ?? "";
    for (const disabled of [true, false]) {
      const res = await app.fetch(`/api/team/${staffId}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" },
        body: JSON.stringify({ disabled }),
      });
      expect(res.status).toBe(200);
    }
    expect(await typos(staffBrowser, staff.email, "192.0.2.8")).toEqual(unknown);

    // The owner changes the password (with the current one): the owner's browser is unknown again.
    const change = await app.fetch("/api/auth/password", {
      method: "POST",
      headers: {
        authorization: `Bearer ${ownerToken}`,
        "content-type": "application/json",
        "x-forwarded-for": "192.0.2.5",
      },
      body: JSON.stringify({
        currentPassword: TEST_ADMIN.password,
        newPassword: "a-brand-new-password",
      }),
    });
    expect(change.status).toBe(204);
    expect(await typos(owner, TEST_ADMIN.email, "192.0.2.9")).toEqual(unknown);
  }, 120_000);
});
