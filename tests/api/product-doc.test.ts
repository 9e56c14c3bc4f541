import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

/** `GET /api/dishes?categoryId=` and `PUT /api/dishes/{id}` as Hono writes them: `GET /api/dishes`, `PUT /api/dishes/:id`. */
function documentedRoutes(): string[] {
  const table = fs.readFileSync("docs/product.md", "utf8").split("## The API")[1] ?? "";
  return [...table.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`?]+)(?:\?[^`]*)?` \|/gm)].map(
    ([, method, path]) => `${method} ${path!.replace(/\{(\w+)\}/g, ":$1")}`,
  );
}

describe("docs/product.md", () => {
  it("lists in its API table every route of the API, of the uploads and of the pictures' files, and none the app does not serve", () => {
    const served = [
      ...new Set(
        ctx.server.routes
          .filter(
            (route) => route.method !== "ALL" && /^\/(api|uploads|pictures)\//.test(route.path),
          )
          .map((route) => `${route.method} ${route.path.replace(/\/$/, "")}`),
      ),
    ];
    expect(served.length).toBeGreaterThan(40);
    expect(documentedRoutes().sort()).toEqual(served.sort());
  });
});
