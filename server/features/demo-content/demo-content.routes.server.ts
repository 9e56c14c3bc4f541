import { Hono } from "hono";
import type { DemoContentService } from "./demo-content.service.server.ts";

export function demoContentRoutes(demoContent: DemoContentService) {
  return new Hono()
    .get("/", async (c) => c.json(await demoContent.status()))
    .delete("/", async (c) => {
      await demoContent.removeAll();
      return c.body(null, 204);
    });
}
