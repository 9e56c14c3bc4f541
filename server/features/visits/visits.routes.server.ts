import type { PublicProfile } from "@shared/restaurant-profile.ts";
import { Hono } from "hono";
import { OUTBOUND_LINKS, VisitsQuerySchema, type OutboundLink } from "@shared/contract/visits.ts";
import { parseInput } from "../../http/errors.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import { outboundTarget } from "./outbound-target.server.ts";
import type { VisitsService } from "./visits.service.server.ts";

/** /api/visits: the report of the admin's "Besuche" tab. */
export function visitsRoutes(visits: VisitsService, { read }: WritePath) {
  return new Hono<AdminEnv>().get(
    "/",
    read("visits", async (c) => {
      const { days } = parseInput(VisitsQuerySchema, c.req.query());
      return c.json(await visits.report(days));
    }),
  );
}

const isOutbound = (name: string): name is OutboundLink =>
  (OUTBOUND_LINKS as readonly string[]).includes(name);

/**
 * /go/<link>: the site's links to the ordering, reservation and voucher provider pass here, so a
 * click is counted on the server (server/http/visit-counting.server.ts) with JavaScript off too.
 */
export function outboundRoutes(profile: () => Promise<PublicProfile>) {
  return new Hono().get("/go/:link", async (c, next) => {
    const link = c.req.param("link");
    // Another name goes on to the site's not-found page.
    if (!isOutbound(link)) return next();
    const target = outboundTarget(link, await profile());
    // A link the restaurant has not set leads nowhere: the not-found page, as for any other name.
    if (target === "") return next();
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(target, 302);
  });
}
