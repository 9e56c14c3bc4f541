import { Hono } from "hono";
import { SpecialDayInputSchema } from "@shared/contract/special-day.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { SpecialDaysService } from "./special-days.service.server.ts";

export function specialDaysRoutes(specialDays: SpecialDaysService, { read, write }: WritePath) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) => c.json(await specialDays.list())),
    )
    .post(
      "/",
      write("content", async (c, change) => {
        const input = parseInput(SpecialDayInputSchema, await readJsonObject(c));
        return c.json(await specialDays.create(change, input), 201);
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
