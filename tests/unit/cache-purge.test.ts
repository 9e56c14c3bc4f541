import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLOCK_TAGS,
  createCachePurger,
  purgeWhenTheClockTurns,
  varnishTarget,
} from "../../server/http/cache-purge.server.ts";
import { contentTagsOf, staleTags } from "../../server/http/shared-cache.server.ts";

/** A purge endpoint that answers each PURGE with the next status of `statuses` (then 200). */
const statuses: number[] = [];
const received: string[] = [];
const endpoint = http.createServer((req, res) => {
  received.push(`${req.method} ${String(req.headers["xkey-purge"])}`);
  res.writeHead(statuses.shift() ?? 200).end();
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => endpoint.close(resolve)));

function logger() {
  const errors: string[] = [];
  return { errors, error: (m: string) => void errors.push(m), info: () => undefined };
}

describe("the cache purger", () => {
  it("tries again after a failure and stops at the first success, logging nothing", async () => {
    received.length = 0;
    statuses.push(503);
    const log = logger();
    const purger = createCachePurger([varnishTarget(url)], log, [5, 5]);
    purger.purge(["menu", "hours"]);
    await purger.settled();
    expect(received).toEqual(["PURGE menu hours", "PURGE menu hours"]);
    expect(log.errors).toEqual([]);
  });

  it("gives up after the last delay with one log line naming the cache and the reason", async () => {
    received.length = 0;
    statuses.push(500, 500, 500);
    const log = logger();
    const purger = createCachePurger([varnishTarget(url)], log, [5, 5]);
    purger.purge(["images"]);
    await purger.settled();
    expect(received).toHaveLength(3);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toMatch(
      /^cache purge of images at Varnish at http:\/\/127\.0\.0\.1:\d+\/ failed 3 times, last: 500 /,
    );
  });

  it("sends nothing for a change no cached answer shows", async () => {
    received.length = 0;
    const purger = createCachePurger([varnishTarget(url)], logger(), [5]);
    purger.purge(staleTags(["invite", "team-member"]));
    await purger.settled();
    expect(received).toEqual([]);
  });
});

describe("the clock's purges", () => {
  it("purge what the clock changes once its moment has come, announcements included", async () => {
    received.length = 0;
    const log = logger();
    const purger = createCachePurger([varnishTarget(url)], log, [5]);
    const moment = Date.now() + 300;
    let asked = 0;
    const timer = purgeWhenTheClockTurns(
      purger,
      async () => (asked++ === 0 ? moment : moment + 3_600_000),
      log,
    );
    await expect
      .poll(() => received, { timeout: 5_000 })
      .toEqual([`PURGE ${CLOCK_TAGS.join(" ")}`]);
    timer.stop();
    expect(CLOCK_TAGS).toContain("announcements");
    expect(Date.now()).toBeGreaterThanOrEqual(moment);
    expect(log.errors).toEqual([]);
  });
});

describe("the tags", () => {
  it("name what each answer is made of, for pages, their data requests and the public API", () => {
    expect(contentTagsOf("/menu")).toContain("menu");
    expect(contentTagsOf("/menu.data")).toEqual(contentTagsOf("/menu"));
    expect(contentTagsOf("/about")).not.toContain("menu");
    expect(contentTagsOf("/about")).toContain("hours");
    expect(contentTagsOf("/middaydiscount")).toContain("images");
    expect(contentTagsOf("/api/public/opening-hours")).toEqual(["hours"]);
  });

  it("purge every answer a change shows in, and each tag once", () => {
    expect(staleTags(["dish", "category"])).toEqual(["menu"]);
    expect(staleTags(["special-day"])).toEqual(["special-days"]);
    for (const tag of staleTags(["opening-hours"]))
      expect(contentTagsOf("/contact")).toContain(tag);
  });
});
