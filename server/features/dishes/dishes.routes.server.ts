import { Hono } from "hono";
import { DishOrderInputSchema } from "@shared/contract/sort-order.ts";
import { DishListQuerySchema, SoldOutInputSchema } from "@shared/contract/dish.ts";
import { DishCreateRequestSchema, DishUpdateRequestSchema } from "@shared/contract/dish-wire.ts";
import { toDishWire } from "@shared/contract/dish-wire-codec.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject, readMultipart } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { DishesService } from "./dishes.service.server.ts";

export function dishesRoutes(dishes: DishesService, { read, write }: WritePath) {
  return (
    new Hono<AdminEnv>()
      .get(
        "/",
        read("read", async (c) => {
          const { categoryId } = parseInput(DishListQuerySchema, c.req.query());
          return c.json(
            (await dishes.list(categoryId || undefined)).map((d) => toDishWire(d, "en")),
          );
        }),
      )
      .put(
        "/order",
        write("content", async (c, change) => {
          const { categoryId, ids } = parseInput(DishOrderInputSchema, await readJsonObject(c));
          await dishes.reorder(change, categoryId, ids);
          return c.body(null, 204);
        }),
      )
      .post(
        "/",
        write("content", async (c, change) => {
          const { fields, files } = await readMultipart(c);
          const input = parseInput(DishCreateRequestSchema, fields);
          return c.json(toDishWire(await dishes.create(change, input, files.image), "en"), 201);
        }),
      )
      .put(
        "/:id",
        write("content", async (c, change) => {
          const { fields, files } = await readMultipart(c);
          const input = parseInput(DishUpdateRequestSchema, fields);
          const dish = await dishes.update(change, c.req.param("id") ?? "", input, files.image);
          return c.json(toDishWire(dish, "en"));
        }),
      )
      // Staff may mark a dish sold out from the kitchen; everything else about a dish is content.
      .put(
        "/:id/sold-out",
        write("soldOut", async (c, change) => {
          const { soldOut } = parseInput(SoldOutInputSchema, await readJsonObject(c));
          const dish = await dishes.setSoldOut(change, c.req.param("id") ?? "", soldOut);
          return c.json(toDishWire(dish, "en"));
        }),
      )
      .delete(
        "/:id",
        write("content", async (c, change) => {
          await dishes.delete(change, c.req.param("id") ?? "");
          return c.body(null, 204);
        }),
      )
  );
}
