import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_LIMIT } from "../../server/features/auth/login-throttle.server.ts";
import { startApp, type TestApp } from "../support/app.ts";
import { TEST_ADMIN } from "../support/server.ts";

// Behind a trusted proxy the client address is the last X-Forwarded-For entry: one app, as many
// addresses as the attack needs.
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ trustProxy: true });
});
afterAll(async () => {
  await app.stop();
});

interface Answer {
  address: string;
  email: string;
  status: number;
  at: number;
}

async function loginFrom(address: string, email: string, password: string): Promise<Answer> {
  const res = await app.fetch("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
  await res.body?.cancel();
  return { address, email, status: res.status, at: performance.now() };
}

const ATTACKERS = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);

describe("20 addresses attacking the owner's account together", () => {
  it("get at most 20 checked guesses at it in the window, and the owner gets in from a clean address within 10 s meanwhile", async () => {
    const answers: Answer[] = [];
    // Each address fires guesses at the owner's account and, to fill the queue and the
    // counters, at random e-mails, all at once.
    const attack = Promise.all(
      ATTACKERS.flatMap((address, a) =>
        Array.from({ length: ADDRESS_LIMIT }, (_, i) => {
          const email = i % 2 === 0 ? TEST_ADMIN.email : `random-${a}-${i}@test.example`;
          return loginFrom(address, email, `guess-${a}-${i}`).then((answer) => answers.push(answer));
        }),
      ),
    );

    // Once the attack is under way (its first guesses checked), the owner logs in once.
    await expect.poll(() => answers.filter((a) => a.status === 401).length, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    const ownerSent = performance.now();
    const owner = await loginFrom("198.51.100.20", TEST_ADMIN.email, TEST_ADMIN.password);
    await attack;

    expect(owner.status).toBe(200);
    expect(owner.at - ownerSent).toBeLessThan(10_000);
    // It ran while the attack did: attackers' guesses were still being answered after it.
    expect(answers.some((a) => a.at > owner.at)).toBe(true);

    // A second round: every address tries the owner's account again.
    for (const address of ATTACKERS) answers.push(await loginFrom(address, TEST_ADMIN.email, "another-guess"));

    const checkedAtOwner = answers.filter((a) => a.email === TEST_ADMIN.email && a.status === 401).length;
    expect(checkedAtOwner).toBeGreaterThan(0);
    expect(checkedAtOwner).toBeLessThanOrEqual(ATTACKERS.length);
    // Nothing else than refused, checked or busy; busy answers created no counters, so nothing more was checked.
    expect(answers.every((a) => [401, 429, 503].includes(a.status))).toBe(true);
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(ATTACKERS.length * ADDRESS_LIMIT);
  }, 240_000);

  it("an IPv6 /48 is limited as a whole: its /64s do not give it fresh addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await loginFrom(`2001:db8:77:${i.toString(16)}::1`, `v6-${i}@test.example`, "wrong-password")).status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(30);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);
});
