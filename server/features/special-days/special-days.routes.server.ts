import { Hono } from "hono";
import { SpecialDayRequestSchema } from "@shared/contract/special-day-wire.ts";
import { toSpecialDayWire } from "@shared/contract/special-day-wire-codec.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { SpecialDaysService } from "./special-days.service.server.ts";

/** The answers give a special day's note in English, falling back to German; `noteI18n` carries both. */
export function specialDaysRoutes(specialDays: SpecialDaysService, { read, write }: WritePath) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) =>
        c.json((await specialDays.list()).map((day) => toSpecialDayWire(day, "en"))),
      ),
    )
    .post(
      "/",
      write("content", async (c, change) => {
        const input = parseInput(SpecialDayRequestSchema, await readJsonObject(c));
        return c.json(toSpecialDayWire(await specialDays.create(change, input), "en"), 201);
      }),
    )
    .delete(
      "/:id",
      write("content", async (c, change) => {
        await specialDays.delete(change, c.req.param("id") ?? "");
        return c.body(null, 204);
      }),
    );
}
