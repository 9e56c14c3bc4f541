import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@shared/contract/roles.ts";
import { apiErrorText } from "@shared/contract/api-errors.ts";

const FORBIDDEN_FOR_ROLE = apiErrorText("forbiddenForRole");
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import { blob, formOf, pngImage, useAdminApp, type ApiClient } from "../support/api.ts";
import { member } from "../support/team.ts";

const ctx = useAdminApp();
const clients = {} as Record<Role, ApiClient>;
let categoryId: string;
let dishId: string;

const idOf = async (res: Response) => ((await res.json()) as { _id: string })._id;

beforeAll(async () => {
  clients.owner = ctx.api;
  clients.manager = await member(ctx.server, ctx.api, "manager");
  clients.staff = await member(ctx.server, ctx.api, "staff");
  categoryId = await idOf(
    await ctx.api.json("POST", "/api/categories", { name_en: "Mains", name_de: "Hauptgerichte" }),
  );
  dishId = await idOf(
    await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({ categoryId, title_en: "Dal", priceCents: "990" }),
    ),
  );
  // Two accepted invites: two password hashes.
}, 30_000);

/** One endpoint group: a read every allowed role makes, and a write as the admin panel sends it. */
interface Group {
  name: string;
  mayRead: Role[];
  mayWrite: Role[];
  read: (api: ApiClient) => Promise<Response>;
  write: (api: ApiClient) => Promise<Response>;
}

const everyone: Role[] = ["owner", "manager", "staff"];
const content: Role[] = ["owner", "manager"];

const groups: Group[] = [
  {
    name: "categories",
    mayRead: everyone,
    mayWrite: content,
    read: (api) => api.get("/api/categories"),
    write: (api) => api.json("POST", "/api/categories", { name_en: "Sides" }),
  },
  {
    name: "dishes",
    mayRead: everyone,
    mayWrite: content,
    read: (api) => api.get("/api/dishes"),
    write: (api) => api.form("PUT", `/api/dishes/${dishId}`, formOf({ priceCents: "1090" })),
  },
  {
    name: "sold out",
    mayRead: everyone,
    mayWrite: everyone,
    read: (api) => api.get(`/api/dishes?categoryId=${categoryId}`),
    write: (api) => api.json("PUT", `/api/dishes/${dishId}/sold-out`, { soldOut: true }),
  },
  {
    name: "opening hours",
    mayRead: everyone,
    mayWrite: content,
    read: (api) => api.get("/api/opening-hours"),
    write: (api) => api.json("POST", "/api/opening-hours", { weekday: 1, isClosed: true }),
  },
  {
    name: "special days",
    mayRead: everyone,
    mayWrite: content,
    read: (api) => api.get("/api/special-days"),
    write: (api) => api.json("POST", "/api/special-days", { from: "2027-12-24", isClosed: true }),
  },
  {
    name: "menu images",
    mayRead: everyone,
    mayWrite: content,
    read: (api) => api.get("/api/menu-images/all"),
    write: async (api) =>
      api.form(
        "POST",
        "/api/menu-images",
        formOf(
          { title: "Mittag", language: "de" },
          { file: [blob(await pngImage(640, 400), "image/png"), "mittag.png"] },
        ),
      ),
  },
  {
    name: "demo content",
    mayRead: everyone,
    mayWrite: content,
    read: (api) => api.get("/api/demo-content"),
    write: (api) => api.del("/api/demo-content"),
  },
  {
    name: "team",
    mayRead: ["owner"],
    mayWrite: ["owner"],
    read: (api) => api.get("/api/team"),
    write: (api) =>
      api.json("POST", "/api/team/invites", {
        email: `new-${Math.random().toString(36).slice(2)}@test.example`,
        name: "New",
        role: "staff",
      }),
  },
  {
    name: "history and undo",
    mayRead: content,
    mayWrite: content,
    read: (api) => api.get("/api/history"),
    write: async (api) => {
      await ctx.api.json("POST", "/api/special-days", { from: "2028-01-01", isClosed: true });
      const [entry] = (await (
        await ctx.api.get("/api/history?limit=1")
      ).json()) as HistoryEntryWire[];
      return api.json("POST", `/api/history/${entry?._id}/undo`, {});
    },
  },
];

describe("what each role may do, checked on the server", () => {
  for (const group of groups) {
    for (const role of everyone) {
      it(`${role}: ${group.name}`, async () => {
        const read = await group.read(clients[role]);
        if (group.mayRead.includes(role)) expect(read.status).toBe(200);
        else {
          expect(read.status).toBe(403);
          expect(await read.json()).toMatchObject({
            error: FORBIDDEN_FOR_ROLE,
            code: "forbiddenForRole",
          });
        }
        const historyBefore = (await ctx.server.services.repos.history.list(10_000)).length;
        const write = await group.write(clients[role]);
        if (group.mayWrite.includes(role)) {
          expect(write.status, await write.clone().text()).toBeLessThan(300);
        } else {
          expect(write.status).toBe(403);
          expect(await write.json()).toMatchObject({
            error: FORBIDDEN_FOR_ROLE,
            code: "forbiddenForRole",
          });
          // A refused write records nothing (the history group's own set-up write aside).
          const setUp = group.name === "history and undo" ? 1 : 0;
          expect((await ctx.server.services.repos.history.list(10_000)).length).toBe(
            historyBefore + setUp,
          );
        }
      });
    }
  }

  it("tells each account who it is and with which role", async () => {
    for (const role of everyone) {
      const res = await clients[role].get("/api/auth/me");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        _id: expect.any(String),
        email: expect.any(String),
        role,
      });
    }
    expect((await ctx.server.fetch("/api/auth/me")).status).toBe(401);
  });
});
