import { Hono } from "hono";
import { OpeningHoursInputSchema, WeekdaySchema } from "@shared/contract/opening-hours.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { OpeningHoursService } from "./opening-hours.service.server.ts";

export function openingHoursRoutes(hours: OpeningHoursService, { read, write }: WritePath) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) => c.json(await hours.list())),
    )
    .post(
      "/",
      write("content", async (c, change) => {
        const day = parseInput(OpeningHoursInputSchema, await readJsonObject(c));
        const { created } = await hours.save(change, day);
        return c.json(day, created ? 201 : 200);
      }),
    )
    .delete(
      "/:weekday",
      write("content", async (c, change) => {
        const weekdayParam = c.req.param("weekday") ?? "";
        const weekday = parseInput(WeekdaySchema, /^\d+$/.test(weekdayParam) ? weekdayParam : "x");
        await hours.clear(change, weekday);
        return c.body(null, 204);
      }),
    );
}
