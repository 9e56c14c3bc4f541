import { describe, expect, it } from "vitest";
import { addressKey, networkKey } from "../../server/features/auth/address-key.server.ts";
import {
  createDeviceProofs,
  DEVICE_PROOF_DAYS,
  type ProofAccount,
} from "../../server/features/auth/device-proof.server.ts";
import {
  ACCOUNT_LIMIT,
  ADDRESS_ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
  LoginThrottle,
  NETWORK_LIMIT,
  WINDOW_MS,
} from "../../server/features/auth/login-throttle.server.ts";
import { PasswordCheckQueue } from "../../server/features/auth/password-check-queue.server.ts";
import { SETUP_LINK_HOURS, SetupLink } from "../../server/features/auth/setup-link.server.ts";

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

/** One failed attempt (counted, then left counted); true when it was allowed at all. */
const fail = (throttle: LoginThrottle, address: string, account = "owner@test.example") =>
  throttle.begin({ address }, account).allowed;

describe("addressKey", () => {
  it("keeps IPv4 addresses, also when written as IPv4-mapped IPv6", () => {
    expect(addressKey("192.0.2.5")).toBe("192.0.2.5");
    expect(addressKey("::ffff:192.0.2.5")).toBe("192.0.2.5");
  });

  it("keys IPv6 addresses by their /64, however they are written", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:9",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::192.0.2.1",
    ])
      expect(addressKey(same), same).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("keys IPv6 addresses by their /48 as a network too; IPv4 has none", () => {
    expect(networkKey("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(networkKey("2001:0db8:0001:ffff::9")).toBe("2001:db8:1::/48");
    expect(networkKey("192.0.2.5")).toBeUndefined();
    expect(networkKey("::ffff:192.0.2.5")).toBeUndefined();
  });

  it("passes anything else through", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("LoginThrottle", () => {
  const at = (address: string) => ({ address });

  it("counts an attempt when it begins: the attempt after the limit is refused while the others are still being checked", () => {
    const throttle = new LoginThrottle();
    const inFlight = Array.from({ length: ADDRESS_LIMIT }, (_, i) =>
      throttle.begin(at("203.0.113.7"), `someone${i}@test.example`),
    );
    expect(inFlight.every((d) => d.allowed)).toBe(true);
    const next = throttle.begin(at("203.0.113.7"), "someone-else@test.example");
    expect(next).toEqual({ allowed: false, retryAfterSeconds: WINDOW_MS / 1000 });
  });

  it(`lets an address try an account ${ADDRESS_ACCOUNT_LIMIT} times; a right password starts it afresh`, () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < ADDRESS_ACCOUNT_LIMIT; i++) expect(fail(throttle, "192.0.2.1")).toBe(true);
    expect(fail(throttle, "192.0.2.1")).toBe(false);
    // Another account from that address is a separate budget.
    expect(fail(throttle, "192.0.2.1", "other@test.example")).toBe(true);

    for (let i = 0; i < ADDRESS_ACCOUNT_LIMIT - 1; i++)
      expect(fail(throttle, "192.0.2.2")).toBe(true);
    const ok = throttle.begin(at("192.0.2.2"), "owner@test.example");
    if (!ok.allowed) throw new Error("refused");
    ok.attempt.succeeded();
    expect(fail(throttle, "192.0.2.2")).toBe(true);
  });

  it(`gives any number of addresses at most ${ACCOUNT_LIMIT} guesses at one account, however they take turns`, () => {
    const throttle = new LoginThrottle();
    let checked = 0;
    for (let round = 0; round < ADDRESS_LIMIT * 2; round++) {
      for (let i = 0; i < 60; i++) if (fail(throttle, `198.51.100.${i}`)) checked += 1;
      // Random e-mails in between do not open the account again.
      for (let i = 0; i < 60; i++)
        fail(throttle, `198.51.100.${i}`, `random${round}-${i}@test.example`);
    }
    expect(checked).toBe(ACCOUNT_LIMIT);
    expect(throttle.begin(at("192.0.2.99"), "owner@test.example").allowed).toBe(false);
  });

  it(`gives a known device ${DEVICE_LIMIT} attempts of its own during an attack, then locks its proof out for good`, () => {
    const time = clock();
    const throttle = new LoginThrottle(time.now);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) fail(throttle, `198.51.100.${i}`);
    const owner = { address: "198.51.100.1", device: "proof-1" };
    for (let i = 0; i < DEVICE_LIMIT; i++) {
      expect(throttle.trusts("proof-1")).toBe(true);
      expect(throttle.begin(owner, "owner@test.example").allowed).toBe(true);
    }
    expect(throttle.trusts("proof-1")).toBe(false);
    time.advance(WINDOW_MS);
    expect(throttle.trusts("proof-1")).toBe(false);
    expect(throttle.trusts("proof-2")).toBe(true);
  });

  it(`counts an IPv6 /48 as a whole too: ${NETWORK_LIMIT} failures from its /64s, then it is refused`, () => {
    const throttle = new LoginThrottle();
    const from = (i: number) => ({
      address: addressKey(`2001:db8:7:${i.toString(16)}::1`),
      network: networkKey(`2001:db8:7:${i.toString(16)}::1`),
    });
    for (let i = 0; i < NETWORK_LIMIT; i++)
      expect(throttle.begin(from(i), `x${i}@test.example`).allowed).toBe(true);
    expect(throttle.begin(from(NETWORK_LIMIT), "y@test.example").allowed).toBe(false);
    expect(
      throttle.begin(
        { address: addressKey("2001:db8:8::1"), network: networkKey("2001:db8:8::1") },
        "y@test.example",
      ).allowed,
    ).toBe(true);
  });

  it("never forgets an account's failures before they expire, however many other counters a flood creates", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < ADDRESS_ACCOUNT_LIMIT; i++)
      expect(fail(throttle, "203.0.113.7")).toBe(true);
    for (let i = 0; i < 60_000; i++)
      throttle.begin(
        at(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
        `random${i}@test.example`,
      );
    expect(fail(throttle, "203.0.113.7")).toBe(false);
    // 180,000 counters take a few seconds on a busy machine.
  }, 30_000);

  it("forgets everything once the window has passed: after an attack everything works again", () => {
    const time = clock();
    const throttle = new LoginThrottle(time.now);
    for (let i = 0; i < ADDRESS_LIMIT; i++) fail(throttle, "203.0.113.7", `x${i}@test.example`);
    expect(throttle.begin(at("203.0.113.7"), "owner@test.example").allowed).toBe(false);
    time.advance(WINDOW_MS - 1000);
    expect(throttle.begin(at("203.0.113.7"), "owner@test.example")).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    time.advance(1000);
    expect(throttle.begin(at("203.0.113.7"), "owner@test.example").allowed).toBe(true);
  });
});

describe("device proofs", () => {
  const account: ProofAccount = {
    id: "acc-1",
    password_changed_at: "2026-11-01T10:00:00.000Z",
    devices_revoked_at: null,
    disabled_at: null,
  };
  const key = async () => Buffer.alloc(32, 7);

  it("prove only the account they were signed for, while its password and devices stand", async () => {
    const proofs = createDeviceProofs(key);
    const proof = await proofs.issue(account);
    expect(await proofs.verify(proof, async () => account)).toMatch(/^[\w-]{16}$/);
    expect(await proofs.verify(proof, async () => ({ ...account, id: "acc-2" }))).toBeUndefined();
    expect(
      await proofs.verify(proof, async () => ({
        ...account,
        password_changed_at: "2026-11-02T10:00:00.000Z",
      })),
    ).toBeUndefined();
    expect(
      await proofs.verify(proof, async () => ({
        ...account,
        devices_revoked_at: "2026-11-02T10:00:00.000Z",
      })),
    ).toBeUndefined();
    expect(
      await proofs.verify(proof, async () => ({
        ...account,
        disabled_at: "2026-11-02T10:00:00.000Z",
      })),
    ).toBeUndefined();
    expect(await proofs.verify(proof, async () => undefined)).toBeUndefined();
    expect(
      await createDeviceProofs(async () => Buffer.alloc(32, 8)).verify(proof, async () => account),
    ).toBeUndefined();
    const [version, id, proofId, issued, mac] = proof.split(".") as [
      string,
      string,
      string,
      string,
      string,
    ];
    expect(
      await proofs.verify(
        [version, id, proofId, (Number.parseInt(issued, 36) + 1).toString(36), mac].join("."),
        async () => account,
      ),
    ).toBeUndefined();
    expect(await proofs.verify(`${proof}x`, async () => account)).toBeUndefined();
    expect(await proofs.verify("x".repeat(10_000), async () => account)).toBeUndefined();
  });

  it(`expire after ${DEVICE_PROOF_DAYS} days, whatever the browser keeps`, async () => {
    const time = clock();
    const proofs = createDeviceProofs(key, time.now);
    const proof = await proofs.issue(account);
    time.advance(DEVICE_PROOF_DAYS * 86_400_000 - 1);
    expect(await proofs.verify(proof, async () => account)).toBeDefined();
    time.advance(1);
    expect(await proofs.verify(proof, async () => account)).toBeUndefined();
  });
});

describe("PasswordCheckQueue", () => {
  it("runs at most `concurrency` at once, lets `maxWaiting` wait, refuses the rest at once, and takes the next after each", async () => {
    const queue = new PasswordCheckQueue(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve("done");
        });
      });
    const accepted = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5"].map(
      (client) => queue.run(client, work),
    );
    expect(accepted.every((p) => p !== undefined)).toBe(true);
    expect(queue.run("192.0.2.6", work)).toBeUndefined();
    for (let finished = 0; finished < 5; finished++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(accepted)).toEqual(["done", "done", "done", "done", "done"]);
    expect(most).toBe(2);
    expect(queue.run("192.0.2.6", async () => "again")).toBeDefined();
  });

  it("runs one check per client at a time: the owner's login starts at once while an attacker's checks wait", async () => {
    const queue = new PasswordCheckQueue(2, 8);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        finish.set(name, resolve);
      });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const all = ["a1", "a2", "a3"].map((name) => queue.run("attacker", work(name)));
    await tick();
    expect(started).toEqual(["a1"]);
    all.push(queue.run("owner", work("owner")));
    await tick();
    expect(started).toEqual(["a1", "owner"]);
    for (const name of ["owner", "a1", "a2", "a3"]) {
      finish.get(name)?.();
      await tick();
    }
    await Promise.all(all);
    expect(started).toEqual(["a1", "owner", "a2", "a3"]);
  });

  it("of the waiting checks, starts the one whose client has the fewest attempts counted", async () => {
    const queue = new PasswordCheckQueue(1, 8);
    const counted = new Map([
      ["busy", 5],
      ["owner", 1],
    ]);
    const started: string[] = [];
    let finishFirst = () => {};
    const first = queue.run("other", () => new Promise<void>((resolve) => (finishFirst = resolve)));
    const rest = ["busy", "busy", "owner"].map((client) =>
      queue.run(
        client,
        async () => void started.push(client),
        () => counted.get(client) ?? 0,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    finishFirst();
    await Promise.all([first, ...rest]);
    expect(started).toEqual(["owner", "busy", "busy"]);
  });

  it("holds at most `perClient` checks of one client, so a few busy addresses cannot take every place", () => {
    const queue = new PasswordCheckQueue(2, 64, 3);
    const never = () => new Promise<void>(() => {});
    for (let i = 0; i < 3; i++) expect(queue.run("attacker", never)).toBeDefined();
    expect(queue.hasRoom("attacker")).toBe(false);
    expect(queue.run("attacker", never)).toBeUndefined();
    expect(queue.hasRoom("owner")).toBe(true);
  });

  it("frees the place of a check that failed", async () => {
    const queue = new PasswordCheckQueue(1, 0);
    await expect(queue.run("a", () => Promise.reject(new Error("broken")))).rejects.toThrow(
      "broken",
    );
    expect(await queue.run("a", async () => "next")).toBe("next");
  });
});

describe("SetupLink", () => {
  it("works once", () => {
    const link = new SetupLink();
    const token = link.issue();
    expect(link.isValid("x".repeat(43))).toBe(false);
    expect(link.isValid(token)).toBe(true);
    expect(link.consume(token)).toBe(true);
    expect(link.consume(token)).toBe(false);
    expect(link.isValid(token)).toBe(false);
  });

  it(`expires after ${SETUP_LINK_HOURS} hours`, () => {
    const time = clock();
    const link = new SetupLink(time.now);
    const token = link.issue();
    time.advance(SETUP_LINK_HOURS * 3600_000 - 1);
    expect(link.isValid(token)).toBe(true);
    time.advance(1);
    expect(link.consume(token)).toBe(false);
  });

  it("a new link or a revocation ends the old one", () => {
    const link = new SetupLink();
    const first = link.issue();
    const second = link.issue();
    expect(link.isValid(first)).toBe(false);
    link.revoke();
    expect(link.isValid(second)).toBe(false);
  });
});
