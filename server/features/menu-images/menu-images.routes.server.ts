import { Hono, type MiddlewareHandler } from "hono";
import { MenuImageDatesInputSchema, MenuImageListQuerySchema, MenuImageUploadInputSchema } from "@shared/contract/menu-image.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { HttpError, parseInput } from "../../http/errors.server.ts";
import { sendPublicJson } from "../../http/representation.server.ts";
import { readJsonObject, readMultipart } from "../../http/request-body.server.ts";
import type { MenuImagesService } from "./menu-images.service.server.ts";

/**
 * GET is public (the /middaydiscount page reads it) and leaves out images outside their dates; the admin
 * list reads every image from GET /all. Uploads, date changes and deletes are admin only.
 */
export function menuImagesRoutes(data: PublicData, images: MenuImagesService, admin: MiddlewareHandler, uploadLimit: MiddlewareHandler) {
  return new Hono()
    .get("/", async (c) => {
      const { lang } = parseInput(MenuImageListQuerySchema, c.req.query());
      return sendPublicJson(c, await data.menuImages(lang));
    })
    .get("/all", admin, async (c) => c.json(await images.all()))
    .put("/:id", admin, async (c) => {
      const dates = parseInput(MenuImageDatesInputSchema, await readJsonObject(c));
      return c.json(await images.setDates(c.req.param("id"), dates));
    })
    .post("/", admin, uploadLimit, async (c) => {
      const { fields, files } = await readMultipart(c);
      const input = parseInput(MenuImageUploadInputSchema, fields);
      const file = files.file;
      if (!file) throw new HttpError(400, "Please choose an image or PDF file.");
      return c.json(await images.upload(input, file), 201);
    })
    .delete("/:id", admin, async (c) => {
      await images.delete(c.req.param("id"));
      return c.body(null, 204);
    });
}
