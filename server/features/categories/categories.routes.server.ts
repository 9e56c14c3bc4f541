import { Hono } from "hono";
import { CategoryInputSchema } from "@shared/contract/category.ts";
import { CategoryOrderInputSchema } from "@shared/contract/ordering.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { CategoriesService } from "./categories.service.server.ts";

export function categoriesRoutes(categories: CategoriesService) {
  return new Hono()
    .get("/", async (c) => c.json(await categories.list()))
    .put("/order", async (c) => {
      const { ids } = parseInput(CategoryOrderInputSchema, await readJsonObject(c));
      await categories.reorder(ids);
      return c.body(null, 204);
    })
    .post("/", async (c) => {
      const input = parseInput(CategoryInputSchema, await readJsonObject(c));
      return c.json(await categories.create(input), 201);
    })
    .put("/:id", async (c) => {
      const input = parseInput(CategoryInputSchema, await readJsonObject(c));
      return c.json(await categories.update(c.req.param("id"), input));
    })
    .delete("/:id", async (c) => {
      await categories.delete(c.req.param("id"));
      return c.body(null, 204);
    });
}
