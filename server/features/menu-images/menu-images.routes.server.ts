import { Hono, type MiddlewareHandler } from "hono";
import {
  MenuImageDatesInputSchema,
  MenuImageListQuerySchema,
  MenuImageUploadInputSchema,
} from "@shared/contract/menu-image.ts";
import { toMenuImageWire } from "@shared/contract/menu-image-wire-codec.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { badRequest, parseInput } from "../../http/errors.server.ts";
import { sendPublicJson } from "../../http/representation.server.ts";
import { readJsonObject, readMultipart } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { MenuImagesService } from "./menu-images.service.server.ts";

/**
 * GET is public (the /middaydiscount page reads it) and leaves out images outside their dates; the admin
 * list reads every image from GET /all. Uploads, date changes and deletes are admin only.
 */
export function menuImagesRoutes(
  data: PublicData,
  images: MenuImagesService,
  admin: MiddlewareHandler<AdminEnv>,
  uploadLimit: MiddlewareHandler,
  jsonLimit: MiddlewareHandler,
  { read, write }: WritePath,
) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => {
      const { lang } = parseInput(MenuImageListQuerySchema, c.req.query());
      return sendPublicJson(c, (await data.menuImages(lang)).map(toMenuImageWire));
    })
    .get(
      "/all",
      admin,
      read("read", async (c) => c.json((await images.all()).map(toMenuImageWire))),
    )
    .put(
      "/:id",
      admin,
      jsonLimit,
      write("content", async (c, change) => {
        const dates = parseInput(MenuImageDatesInputSchema, await readJsonObject(c));
        return c.json(
          toMenuImageWire(await images.setDates(change, c.req.param("id") ?? "", dates)),
        );
      }),
    )
    .post(
      "/",
      admin,
      uploadLimit,
      write("content", async (c, change) => {
        const { fields, files } = await readMultipart(c);
        const input = parseInput(MenuImageUploadInputSchema, fields);
        const file = files.file;
        if (!file) throw badRequest("imageOrPdf");
        return c.json(toMenuImageWire(await images.upload(change, input, file)), 201);
      }),
    )
    .delete(
      "/:id",
      admin,
      write("content", async (c, change) => {
        await images.delete(change, c.req.param("id") ?? "");
        return c.body(null, 204);
      }),
    );
}
