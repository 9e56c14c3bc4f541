import { Hono } from "hono";
import { AnnouncementRequestSchema } from "@shared/contract/announcement-wire.ts";
import { toAnnouncementWire } from "@shared/contract/announcement-wire-codec.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { AnnouncementsService } from "./announcements.service.server.ts";

/** The answers give an announcement's text in English, falling back to German; `textI18n` carries both. */
export function announcementsRoutes(
  announcements: AnnouncementsService,
  { read, write }: WritePath,
) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) =>
        c.json((await announcements.list()).map((a) => toAnnouncementWire(a, "en"))),
      ),
    )
    .post(
      "/",
      write("content", async (c, change) => {
        const input = parseInput(AnnouncementRequestSchema, await readJsonObject(c));
        return c.json(toAnnouncementWire(await announcements.create(change, input), "en"), 201);
      }),
    )
    .put(
      "/:id",
      write("content", async (c, change) => {
        const input = parseInput(AnnouncementRequestSchema, await readJsonObject(c));
        const changed = await announcements.update(change, c.req.param("id") ?? "", input);
        return c.json(toAnnouncementWire(changed, "en"));
      }),
    )
    .delete(
      "/:id",
      write("content", async (c, change) => {
        await announcements.delete(change, c.req.param("id") ?? "");
        return c.body(null, 204);
      }),
    );
}
