import { Hono } from "hono";
import { DishOrderInputSchema } from "@shared/contract/ordering.ts";
import { DishCreateInputSchema, DishListQuerySchema, DishUpdateInputSchema, SoldOutInputSchema } from "@shared/contract/dish.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject, readMultipart } from "../../http/request-body.server.ts";
import type { DishesService } from "./dishes.service.server.ts";

export function dishesRoutes(dishes: DishesService) {
  return new Hono()
    .get("/", async (c) => {
      const { categoryId } = parseInput(DishListQuerySchema, c.req.query());
      return c.json(await dishes.list(categoryId || undefined));
    })
    .put("/order", async (c) => {
      const { categoryId, ids } = parseInput(DishOrderInputSchema, await readJsonObject(c));
      await dishes.reorder(categoryId, ids);
      return c.body(null, 204);
    })
    .post("/", async (c) => {
      const { fields, files } = await readMultipart(c);
      const input = parseInput(DishCreateInputSchema, fields);
      return c.json(await dishes.create(input, files.image), 201);
    })
    .put("/:id", async (c) => {
      const { fields, files } = await readMultipart(c);
      const input = parseInput(DishUpdateInputSchema, fields);
      return c.json(await dishes.update(c.req.param("id"), input, files.image));
    })
    .put("/:id/sold-out", async (c) => {
      const { soldOut } = parseInput(SoldOutInputSchema, await readJsonObject(c));
      return c.json(await dishes.setSoldOut(c.req.param("id"), soldOut));
    })
    .delete("/:id", async (c) => {
      await dishes.delete(c.req.param("id"));
      return c.body(null, 204);
    });
}
