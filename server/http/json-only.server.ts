import type { Context } from "hono";
import { HttpError } from "./errors.server.ts";
import { readJsonObject } from "./request-body.server.ts";

/**
 * A browser sends a cross-site POST without asking first only as text/plain, a form or
 * multipart. Accepting JSON alone means other sites cannot make their visitors' browsers
 * guess passwords (and fill our throttle) for them.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, "jsonOnly");
  return readJsonObject(c);
}
