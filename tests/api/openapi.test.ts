import { describe, expect, it } from "vitest";
import { apiDocument } from "../../server/http/openapi/api-description.server.ts";
import { openApiPath } from "../../server/http/openapi/openapi-builder.server.ts";
import { useAdminApp } from "../support/api.ts";
import { checkAnswer } from "../support/answer-check.ts";

const ctx = useAdminApp();
const paths = (apiDocument() as { paths: Record<string, Record<string, unknown>> }).paths;

describe("the API's OpenAPI document", () => {
  it("describes every route the app answers", () => {
    // ALL entries are middleware and the API's not-found answer, no routes of their own.
    const routes = [
      ...new Set(
        ctx.server.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return !paths[openApiPath(path)]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it("describes no route the app does not answer", () => {
    const routes = new Set(
      ctx.server.routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    );
    const described = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(described.filter((route) => !routes.has(route))).toEqual([]);
  });

  it("is served to anyone at /api/openapi.json, cacheable by its ETag", async () => {
    const res = await ctx.server.fetch("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(await res.json()).toEqual(apiDocument());
    const again = await ctx.server.fetch("/api/openapi.json", {
      headers: { "if-none-match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("the check every API test's answers pass", () => {
  const answer = (status: number, body: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
  const dish = {
    _id: "d1",
    title: "Dal",
    titleI18n: { en: "Dal", de: "Dal" },
    description: "",
    descriptionI18n: { en: "", de: "" },
    priceCents: 990,
    variants: [],
    volumeMl: null,
    position: 0,
    imageUrl: null,
    imageVariants: [],
    isVeg: true,
    isSpicy: false,
    allergens: [],
    additives: [],
    allergensDeclared: false,
    soldOut: false,
    availableFrom: null,
    availableUntil: null,
    categoryId: "c1",
  };

  it("passes an answer as the document describes it", async () => {
    await expect(
      checkAnswer("GET", "/api/dishes?categoryId=c1", answer(200, [dish])),
    ).resolves.toBeUndefined();
    await expect(
      checkAnswer("PUT", "/api/dishes/order", answer(204, undefined)),
    ).resolves.toBeUndefined();
    await expect(
      checkAnswer(
        "GET",
        "/api/nothing-here",
        answer(404, { error: "Not found", code: "notFound" }),
      ),
    ).resolves.toBeUndefined();
  });

  it("fails a body that differs from its schema: a field missing, one too many, a wrong type", async () => {
    const { soldOut: _, ...withoutSoldOut } = dish;
    await expect(checkAnswer("GET", "/api/dishes", answer(200, [withoutSoldOut]))).rejects.toThrow(
      /soldOut/,
    );
    await expect(
      checkAnswer("GET", "/api/dishes", answer(200, [{ ...dish, name_en: "Dal" }])),
    ).rejects.toThrow(/additional properties/);
    await expect(
      checkAnswer("PUT", "/api/dishes/d1/sold-out", answer(200, { ...dish, priceCents: "9,90" })),
    ).rejects.toThrow(/priceCents/);
  });

  it("fails an error without its code, and a status, route or content type the document does not describe", async () => {
    await expect(checkAnswer("GET", "/api/dishes", answer(400, { error: "Bad" }))).rejects.toThrow(
      /code/,
    );
    await expect(checkAnswer("GET", "/api/dishes", answer(201, [dish]))).rejects.toThrow(/status/);
    await expect(checkAnswer("PATCH", "/api/dishes/d1", answer(200, dish))).rejects.toThrow(
      /does not describe this route/,
    );
    await expect(checkAnswer("GET", "/api/menu/export.csv", answer(200, [dish]))).rejects.toThrow(
      /answered application\/json, the document names text\/csv/,
    );
  });
});
