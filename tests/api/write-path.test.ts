import { beforeAll, describe, expect, it } from "vitest";
import { isWritePathHandler } from "../../server/http/write-path.server.ts";
import {
  adminClient,
  blob,
  formOf,
  login,
  pngImage,
  useAdminApp,
  type ApiClient,
} from "../support/api.ts";
import { TEST_ADMIN } from "../support/server.ts";

const ctx = useAdminApp();

const STAFF = { email: "kitchen@masala-haus.example", password: "kitchen-password-1" };
let staff: ApiClient;
let categoryId: string;
let dishId: string;

const publicMenu = async () => (await ctx.server.fetch("/api/public/menu?lang=en")).text();
const historyCount = async () => (await ctx.server.services.repos.history.list(10_000)).length;

beforeAll(async () => {
  await ctx.server.services.auth.setPassword(STAFF.email, STAFF.password);
  const account = await ctx.server.services.repos.members.findByEmail(STAFF.email);
  await ctx.server.services.repos.members.setRole(account!.id, "staff");
  staff = adminClient(ctx.server, await login(ctx.server, STAFF));
  categoryId = (
    (await (
      await ctx.api.json("POST", "/api/categories", { name_en: "Mains", name_de: "Hauptgerichte" })
    ).json()) as { _id: string }
  )._id;
  const dish = await ctx.api.form(
    "POST",
    "/api/dishes",
    formOf({
      categoryId,
      title_en: "Chicken Tikka Masala",
      title_de: "Chicken Tikka Masala",
      priceCents: "1250",
    }),
  );
  dishId = ((await dish.json()) as { _id: string })._id;
});

describe("the one write path", () => {
  it("is the only way into every admin write of the API", () => {
    const writes = ctx.server.routes.filter(
      (r) =>
        r.path.startsWith("/api/") &&
        !["GET", "HEAD", "ALL"].includes(r.method) &&
        !r.path.startsWith("/api/auth/"),
    );
    expect(writes.length).toBeGreaterThan(10);
    const bypassing = [...new Set(writes.map((r) => `${r.method} ${r.path}`))].filter(
      (route) =>
        !writes.some((r) => `${r.method} ${r.path}` === route && isWritePathHandler(r.handler)),
    );
    expect(bypassing).toEqual([]);
  });

  // Each write, as the admin panel sends it, against what a visitor's menu shows right after it.
  const writes: [string, () => Promise<Response>][] = [
    [
      "a new category",
      () => ctx.api.json("POST", "/api/categories", { name_en: "Sides", name_de: "Beilagen" }),
    ],
    [
      "a renamed category",
      () =>
        ctx.api.json("PUT", `/api/categories/${categoryId}`, {
          name_en: "Main courses",
          name_de: "Hauptgerichte",
        }),
    ],
    [
      "a new price",
      () => ctx.api.form("PUT", `/api/dishes/${dishId}`, formOf({ priceCents: "1390" })),
    ],
    [
      "a new photo",
      async () =>
        ctx.api.form(
          "PUT",
          `/api/dishes/${dishId}`,
          formOf({}, { image: [blob(await pngImage(), "image/png"), "dish.png"] }),
        ),
    ],
    ["sold out", () => ctx.api.json("PUT", `/api/dishes/${dishId}/sold-out`, { soldOut: true })],
    ["back on", () => ctx.api.json("PUT", `/api/dishes/${dishId}/sold-out`, { soldOut: false })],
    [
      "a new dish",
      () =>
        ctx.api.form(
          "POST",
          "/api/dishes",
          formOf({ categoryId, title_en: "Dal Makhani", priceCents: "990" }),
        ),
    ],
  ];
  for (const [what, send] of writes) {
    it(`shows ${what} to visitors at once and records it in the history`, async () => {
      const [menuBefore, entriesBefore] = [await publicMenu(), await historyCount()];
      const res = await send();
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      expect(await publicMenu()).not.toBe(menuBefore);
      expect(await historyCount()).toBe(entriesBefore + 1);
    });
  }

  it("says who changed a price, from what to what, in German and English", async () => {
    await ctx.api.form("PUT", `/api/dishes/${dishId}`, formOf({ priceCents: "1450" }));
    const [entry] = await ctx.server.services.repos.history.list(1);
    expect(entry).toMatchObject({ action: "update", entity: "dish", entity_id: dishId });
    expect(entry!.actor_email).toBe(TEST_ADMIN.email);
    expect(entry!.summary_de).toBe("Preis von Chicken Tikka Masala: 13,90\u00a0€ → 14,50\u00a0€");
    expect(entry!.summary_en).toBe("Price of Chicken Tikka Masala: €13.90 → €14.50");
    expect(JSON.parse(entry!.before!)).toMatchObject({ price_cents: 1390 });
    expect(JSON.parse(entry!.after!)).toMatchObject({ price_cents: 1450 });
  });

  it("refuses a write the role may not make with 403, and changes nothing", async () => {
    const [menuBefore, entriesBefore] = [await publicMenu(), await historyCount()];
    const res = await staff.form("PUT", `/api/dishes/${dishId}`, formOf({ priceCents: "1" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "Your role does not allow this.",
      code: "forbiddenForRole",
    });
    expect(await publicMenu()).toBe(menuBefore);
    expect(await historyCount()).toBe(entriesBefore);
  });

  it("lets staff mark a dish sold out, recorded under their name", async () => {
    const res = await staff.json("PUT", `/api/dishes/${dishId}/sold-out`, { soldOut: true });
    expect(res.status).toBe(200);
    const [entry] = await ctx.server.services.repos.history.list(1);
    expect(entry).toMatchObject({
      action: "sold-out",
      actor_email: STAFF.email,
      summary_de: "„Chicken Tikka Masala“ heute ausverkauft",
    });
  });

  it("records nothing and shows nothing new when the input is bad", async () => {
    const [menuBefore, entriesBefore] = [await publicMenu(), await historyCount()];
    const res = await ctx.api.form("PUT", `/api/dishes/${dishId}`, formOf({ priceCents: "abc" }));
    expect(res.status).toBe(400);
    expect(await publicMenu()).toBe(menuBefore);
    expect(await historyCount()).toBe(entriesBefore);
  });
});
