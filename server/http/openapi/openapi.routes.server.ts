import { Hono } from "hono";
import { sendRepresentation } from "../representation.server.ts";
import { apiDocument } from "./api-description.server.ts";

/** GET /api/openapi.json: public; it changes only with a release, so clients revalidate it by ETag. */
export function openApiRoutes() {
  const body = Buffer.from(JSON.stringify(apiDocument()));
  return new Hono().get("/", (c) =>
    sendRepresentation(c, body, {
      contentType: "application/json; charset=utf-8",
      cacheControl: "public, no-cache",
    }),
  );
}
