import { Hono } from "hono";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { DemoContentService } from "./demo-content.service.server.ts";

export function demoContentRoutes(demoContent: DemoContentService, { read, write }: WritePath) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) => c.json(await demoContent.status())),
    )
    .delete(
      "/",
      write("content", async (c, change) => {
        await demoContent.removeAll(change);
        return c.body(null, 204);
      }),
    );
}
