import { Hono } from "hono";
import { AnnouncementInputSchema } from "@shared/contract/announcement.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { AnnouncementsService } from "./announcements.service.server.ts";

export function announcementsRoutes(
  announcements: AnnouncementsService,
  { read, write }: WritePath,
) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) => c.json(await announcements.list())),
    )
    .post(
      "/",
      write("content", async (c, change) => {
        const input = parseInput(AnnouncementInputSchema, await readJsonObject(c));
        return c.json(await announcements.create(change, input), 201);
      }),
    )
    .put(
      "/:id",
      write("content", async (c, change) => {
        const input = parseInput(AnnouncementInputSchema, await readJsonObject(c));
        return c.json(await announcements.update(change, c.req.param("id") ?? "", input));
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
