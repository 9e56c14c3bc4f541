import type { Context } from "hono";
import { isHttpsRequest } from "./security-headers.server.ts";

/**
 * The origin the client reached us at, for links it passes on (an invite). Behind our proxy
 * (TRUST_PROXY=1) the scheme comes from X-Forwarded-Proto; the host is the Host header, which
 * Caddy passes through.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const https = isHttpsRequest(url.protocol === "https:", c.req.header("x-forwarded-proto"), trustProxy);
  return `${https ? "https" : "http"}://${c.req.header("host") ?? url.host}`;
}
