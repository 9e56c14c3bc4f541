import { Hono } from "hono";
import { HistoryQuerySchema } from "@shared/contract/history.ts";
import { toHistoryEntryWire, toTodayEntryWire } from "@shared/contract/history-wire-codec.ts";
import { parseInput } from "../../http/errors.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { HistoryService } from "./history.service.server.ts";

/** /api/history: who changed what, newest first, and undo, which is itself a write. */
export function historyRoutes(history: HistoryService, { read, write }: WritePath) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("history", async (c, actor) => {
        const { limit, before } = parseInput(HistoryQuerySchema, c.req.query());
        return c.json((await history.list(actor, limit, before)).map(toHistoryEntryWire));
      }),
    )
    .get(
      "/today",
      read("read", async (c, actor) => c.json((await history.today(actor)).map(toTodayEntryWire))),
    )
    .post(
      "/:id/undo",
      write("history", async (c, change) => {
        await history.undo(change, c.req.param("id") ?? "");
        return c.body(null, 204);
      }),
    );
}
