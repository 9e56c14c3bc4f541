import { Hono } from "hono";
import { OpeningHoursInputSchema, WeekdaySchema } from "@shared/contract/opening-hours.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { OpeningHoursService } from "./opening-hours.service.server.ts";

export function openingHoursRoutes(hours: OpeningHoursService) {
  return new Hono()
    .get("/", async (c) => c.json(await hours.list()))
    .post("/", async (c) => {
      const day = parseInput(OpeningHoursInputSchema, await readJsonObject(c));
      const { created } = await hours.save(day);
      return c.json(day, created ? 201 : 200);
    })
    .delete("/:weekday", async (c) => {
      const weekdayParam = c.req.param("weekday");
      const weekday = parseInput(WeekdaySchema, /^\d+$/.test(weekdayParam) ? weekdayParam : "x");
      await hours.clear(weekday);
      return c.body(null, 204);
    });
}
