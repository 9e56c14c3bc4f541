import { Hono } from "hono";
import { HolidaysQuerySchema } from "@shared/contract/holiday.ts";
import { parseInput } from "../../http/errors.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import { nrwHolidays } from "./holidays.server.ts";

/** GET /api/holidays?year=YYYY: NRW's public holidays, for adding them as special days. */
export function holidaysRoutes({ read }: WritePath) {
  return new Hono<AdminEnv>().get(
    "/",
    read("read", (c) => {
      const { year } = parseInput(HolidaysQuerySchema, c.req.query());
      return c.json(nrwHolidays(year));
    }),
  );
}
