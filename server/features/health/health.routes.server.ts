import { Hono } from "hono";
import type { HealthCheck } from "./health.service.server.ts";

/** GET /healthz for monitors and the service manager: 200 when healthy, 503 otherwise, never cached. */
export function healthRoutes(check: HealthCheck) {
  return new Hono().get("/", async (c) => {
    const report = await check();
    c.header("Cache-Control", "no-store");
    return c.json(report, report.status === "ok" ? 200 : 503);
  });
}
