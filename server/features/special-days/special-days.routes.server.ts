import { Hono } from "hono";
import { SpecialDayInputSchema } from "@shared/contract/special-day.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { SpecialDaysService } from "./special-days.service.server.ts";

export function specialDaysRoutes(specialDays: SpecialDaysService) {
  return new Hono()
    .get("/", async (c) => c.json(await specialDays.list()))
    .post("/", async (c) => {
      const input = parseInput(SpecialDayInputSchema, await readJsonObject(c));
      return c.json(await specialDays.create(input), 201);
    })
    .delete("/:id", async (c) => {
      await specialDays.delete(c.req.param("id"));
      return c.body(null, 204);
    });
}
