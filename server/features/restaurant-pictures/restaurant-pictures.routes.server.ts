import type { PublicProfile } from "@shared/restaurant-profile.ts";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { PictureInputSchema, PictureSlotSchema } from "@shared/contract/restaurant-pictures.ts";
import type { ApiError } from "@shared/contract/common.ts";
import { errorBody, parseInput } from "../../http/errors.server.ts";
import { sendRepresentation } from "../../http/representation.server.ts";
import { readMultipart } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import { PICTURE_FILE_PATTERN, type PictureFiles } from "./picture-files.server.ts";
import type { RestaurantPicturesService } from "./restaurant-pictures.service.server.ts";
import { webManifest } from "./web-manifest.server.ts";
import { adminManifest } from "./admin-manifest.server.ts";
import { ADMIN_MANIFEST_PATH } from "@shared/admin-app.ts";

/** The admin's pictures: everyone signed in reads them, owners and managers change them. */
export function restaurantPicturesRoutes(
  pictures: RestaurantPicturesService,
  { read, write }: WritePath,
) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) => c.json(await pictures.all())),
    )
    .put(
      "/:slot",
      write("content", async (c, change) => {
        const slot = parseInput(PictureSlotSchema, c.req.param("slot"));
        const { fields, files } = await readMultipart(c);
        const input = parseInput(PictureInputSchema, fields);
        return c.json(
          await pictures.put(change, slot, input, { image: files.image, video: files.video }),
        );
      }),
    )
    .delete(
      "/:slot",
      write("content", async (c, change) => {
        await pictures.remove(change, parseInput(PictureSlotSchema, c.req.param("slot")));
        return c.body(null, 204);
      }),
    );
}

/**
 * What the public meets: the web manifests (the site's and the admin's), which follow the uploaded logo, and the pictures'
 * own files (a logo's icons, a hero's film) by validated name; the names are content hashes,
 * so they never change. Films are served in ranges, as browsers ask for them.
 */
export function pictureFileRoutes(
  pictures: RestaurantPicturesService,
  files: PictureFiles,
  profile: () => Promise<PublicProfile>,
) {
  return new Hono()
    .get("/manifest.webmanifest", async (c) =>
      sendRepresentation(
        c,
        Buffer.from(JSON.stringify(webManifest((await pictures.all()).logo, await profile()))),
        {
          contentType: "application/manifest+json; charset=utf-8",
          cacheControl: "public, no-cache",
        },
      ),
    )
    .get(ADMIN_MANIFEST_PATH, async (c) =>
      sendRepresentation(
        c,
        Buffer.from(JSON.stringify(adminManifest((await pictures.all()).logo, await profile()))),
        {
          contentType: "application/manifest+json; charset=utf-8",
          cacheControl: "public, no-cache",
        },
      ),
    )
    .get(
      "/pictures/:file",
      async (c, next) => {
        if (!PICTURE_FILE_PATTERN.test(c.req.param("file")))
          return c.json<ApiError>(errorBody("fileNotFound"), 404);
        await next();
        // A name that fits but no file: the same answer as a name that does not fit.
        if (c.res.status === 404) c.res = c.json<ApiError>(errorBody("fileNotFound"), 404);
      },
      serveStatic({
        root: files.dir,
        rewriteRequestPath: (p) => p.replace(/^\/pictures/, ""),
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          c.header("X-Content-Type-Options", "nosniff");
        },
      }),
    );
}
