import type { Context, MiddlewareHandler } from "hono";

/**
 * Security headers on every response. A page gets a Content-Security-Policy that allows the
 * site's own script files and the inline scripts that carry its render's nonce (server/pages):
 * a script that reached the page any other way does not run. API answers and uploads get a
 * policy that allows nothing.
 *
 * Headers that only a page can use (where its links send the visitor, which browser features
 * its scripts may ask for, which windows share its process) go on HTML alone. Data opened on
 * its own runs sandboxed without scripts, so they would protect nothing there, and on the menu
 * API they cost about 7 % of each answer's work (decision record 010).
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self' blob:",
  // The map is embedded only after the visitor asks for it (two-click solution).
  "frame-src https://www.openstreetmap.org",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
].join("; ");

const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const HTML_TYPE = /^text\/html\b/i;

/** The policy of one rendered page: its inline scripts carry `nonce`, made afresh for each render. */
export function pagePolicy(nonce: string): string {
  return `${PAGE_POLICY}; script-src 'self' 'nonce-${nonce}'`;
}

export function isHttps(c: Context, trustProxy: boolean): boolean {
  return isHttpsRequest(
    new URL(c.req.url).protocol === "https:",
    c.req.header("x-forwarded-proto"),
    trustProxy,
  );
}

/** HTTPS itself, or a trusted proxy's word that its first hop was HTTPS. */
export function isHttpsRequest(
  secure: boolean,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  return secure || (trustProxy && forwardedProto?.split(",")[0]?.trim() === "https");
}

export function securityHeaders(options: {
  trustProxy: boolean;
  enforcePolicy: boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    if (HTML_TYPE.test(h.get("Content-Type") ?? "")) {
      h.set("Referrer-Policy", "strict-origin-when-cross-origin");
      h.set("Cross-Origin-Opener-Policy", "same-origin");
      h.set(
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
      );
    }
    if (isHttps(c, options.trustProxy))
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // In development Vite injects its own inline scripts for hot reload.
    if (!options.enforcePolicy || h.has("Content-Security-Policy")) return;
    // API answers and uploads are data: nothing in them may run or be framed. Static scripts
    // keep no policy of their own, since a worker script's policy would bind the worker.
    if (/^\/(api|uploads)\//.test(c.req.path)) h.set("Content-Security-Policy", NON_HTML_POLICY);
  };
}
