import { Hono } from "hono";
import { CategoryRequestSchema } from "@shared/contract/category-wire.ts";
import { toCategoryWire } from "@shared/contract/category-wire-codec.ts";
import { CategoryOrderInputSchema } from "@shared/contract/sort-order.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { CategoriesService } from "./categories.service.server.ts";

/** The answers name a category in English, falling back to German; `nameI18n` carries both. */
export function categoriesRoutes(categories: CategoriesService, { read, write }: WritePath) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("read", async (c) =>
        c.json((await categories.list()).map((category) => toCategoryWire(category, "en"))),
      ),
    )
    .put(
      "/order",
      write("content", async (c, change) => {
        const { ids } = parseInput(CategoryOrderInputSchema, await readJsonObject(c));
        await categories.reorder(change, ids);
        return c.body(null, 204);
      }),
    )
    .post(
      "/",
      write("content", async (c, change) => {
        const input = parseInput(CategoryRequestSchema, await readJsonObject(c));
        return c.json(toCategoryWire(await categories.create(change, input), "en"), 201);
      }),
    )
    .put(
      "/:id",
      write("content", async (c, change) => {
        const input = parseInput(CategoryRequestSchema, await readJsonObject(c));
        return c.json(
          toCategoryWire(await categories.update(change, c.req.param("id") ?? "", input), "en"),
        );
      }),
    )
    .delete(
      "/:id",
      write("content", async (c, change) => {
        await categories.delete(change, c.req.param("id") ?? "");
        return c.body(null, 204);
      }),
    );
}
