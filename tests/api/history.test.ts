import { beforeAll, describe, expect, it } from "vitest";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { apiErrorBody } from "@shared/contract/api-errors.ts";
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import type { MenuImageWire } from "@shared/contract/menu-image-wire.ts";
import { blob, formOf, pngImage, useAdminApp, type ApiClient } from "../support/api.ts";
import { TEST_ADMIN } from "../support/server.ts";
import { exportCsv, exportedRow, importCsv } from "../support/menu-transfer.ts";
import { member } from "../support/team.ts";

const ctx = useAdminApp();
let manager: ApiClient;
let categoryId: string;

const history = async (query = "") =>
  (await (await manager.get(`/api/history${query}`)).json()) as HistoryEntryWire[];
const latest = async () => (await history("?limit=1"))[0] as HistoryEntryWire;
const undo = (entry: HistoryEntryWire) =>
  manager.json("POST", `/api/history/${entry._id}/undo`, {});
const dishes = async () => (await (await manager.get("/api/dishes")).json()) as DishWire[];
const createDish = async (fields: Record<string, string>, photo?: Blob) =>
  (await (
    await manager.form(
      "POST",
      "/api/dishes",
      formOf(
        { categoryId, priceCents: "990", ...fields },
        photo ? { image: [photo, "dish.png"] } : {},
      ),
    )
  ).json()) as DishWire;
const served = async (url: string | null | undefined) => (await ctx.server.fetch(url ?? "")).status;

beforeAll(async () => {
  manager = await member(ctx.server, ctx.api, "manager", "manager@test.example");
  categoryId = (
    (await (
      await manager.json("POST", "/api/categories", { name_en: "Mains", name_de: "Hauptgerichte" })
    ).json()) as { _id: string }
  )._id;
}, 30_000);

describe("the history", () => {
  it("lists every write newest first, with who, what, both summaries and the values before and after", async () => {
    const dish = await createDish({ title_en: "Chicken Tikka Masala", priceCents: "1250" });
    await manager.form("PUT", `/api/dishes/${dish._id}`, formOf({ priceCents: "1390" }));
    const [update, create] = await history("?limit=2");
    expect(update).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actor: { _id: expect.any(String), email: "manager@test.example", name: "A manager" },
      action: "update",
      entity: "dish",
      entityId: dish._id,
      summaryI18n: {
        en: "Price of Chicken Tikka Masala: €12.50 → €13.90",
        de: "Preis von Chicken Tikka Masala: 12,50\u00a0€ → 13,90\u00a0€",
      },
      before: expect.objectContaining({ price_cents: 1250 }),
      after: expect.objectContaining({ price_cents: 1390 }),
      undoable: true,
    });
    // The creation is no longer the newest change of the dish: undoing it would lose the new price.
    expect(create).toMatchObject({ action: "create", entityId: dish._id, undoable: false });
  });

  it("pages back with before= and refuses a bad limit or anchor with 400", async () => {
    const all = await history("?limit=200");
    const page = await history(`?limit=2&before=${all[0]?._id}`);
    expect(page.map((e) => e._id)).toEqual(all.slice(1, 3).map((e) => e._id));
    for (const query of ["?limit=0", "?limit=201", "?limit=abc", "?before=unknown"])
      expect((await manager.get(`/api/history${query}`)).status, query).toBe(400);
  });
});

describe("undo", () => {
  it("brings a deleted dish back with its photo, position and allergens; the photo is served again", async () => {
    const dish = await createDish(
      { title_en: "Palak Paneer", position: "7", allergens: "G,H" },
      blob(await pngImage(420, 300), "image/png"),
    );
    expect(await served(dish.imageUrl)).toBe(200);
    expect((await manager.del(`/api/dishes/${dish._id}`)).status).toBe(204);
    expect(await served(dish.imageUrl)).toBe(404);
    const deletion = await latest();
    expect(deletion).toMatchObject({ action: "delete", entityId: dish._id, undoable: true });

    expect((await undo(deletion)).status).toBe(204);
    const back = (await dishes()).find((d) => d._id === dish._id);
    expect(back).toMatchObject({
      title: "Palak Paneer",
      position: 7,
      allergens: dish.allergens,
      imageUrl: dish.imageUrl,
    });
    for (const v of dish.imageVariants) expect(await served(v.url)).toBe(200);
    // The undo is in the history, under the manager's name, and the delete cannot be undone twice.
    expect(await latest()).toMatchObject({
      action: "undo",
      entityId: dish._id,
      summaryI18n: { de: "Rückgängig gemacht: Gericht „Palak Paneer“ gelöscht" },
      undoable: false,
    });
    const twice = await undo(deletion);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject(apiErrorBody("changedSince"));
  });

  it("returns an update to the values before, and removes a creation", async () => {
    const dish = await createDish({ title_en: "Dal Makhani", priceCents: "990" });
    const creation = await latest();
    await manager.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: true });
    await manager.form(
      "PUT",
      `/api/dishes/${dish._id}`,
      formOf({ priceCents: "1190", title_de: "Linsen" }),
    );
    expect((await undo(await latest())).status).toBe(204);
    expect((await dishes()).find((d) => d._id === dish._id)).toMatchObject({
      priceCents: 990,
      soldOut: true,
    });

    const soldOut = (await history("?limit=5")).find(
      (e) => e.action === "sold-out" && e.entityId === dish._id,
    ) as HistoryEntryWire;
    // The price's undo came after the sold-out mark: that mark is no longer the newest.
    expect((await undo(soldOut)).status).toBe(409);

    const fresh = await createDish({ title_en: "Raita" });
    expect((await undo(await latest())).status).toBe(204);
    expect((await dishes()).some((d) => d._id === fresh._id)).toBe(false);
    expect((await undo(creation)).status).toBe(409);
  });

  it("refuses with 409 and changes nothing when the thing was changed since", async () => {
    const dish = await createDish({ title_en: "Lassi", priceCents: "390" });
    await manager.form("PUT", `/api/dishes/${dish._id}`, formOf({ priceCents: "450" }));
    const priceChange = await latest();
    await ctx.api.json("PUT", `/api/dishes/${dish._id}/sold-out`, { soldOut: true });
    const count = (await history("?limit=200")).length;
    const res = await undo(priceChange);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject(apiErrorBody("changedSince"));
    expect((await dishes()).find((d) => d._id === dish._id)).toMatchObject({
      priceCents: 450,
      soldOut: true,
    });
    expect((await history("?limit=200")).length).toBe(count);
    expect((await history("?limit=200")).find((e) => e._id === priceChange._id)?.undoable).toBe(
      false,
    );
  });

  it("brings a deleted category back with its dishes, their order and photos", async () => {
    const other = (
      (await (
        await manager.json("POST", "/api/categories", { name_en: "Sweets", name_de: "Süßes" })
      ).json()) as { _id: string }
    )._id;
    const photo = blob(await pngImage(430, 300), "image/png");
    const first = (await (
      await manager.form(
        "POST",
        "/api/dishes",
        formOf(
          { categoryId: other, title_en: "Kulfi", priceCents: "450" },
          { image: [photo, "k.png"] },
        ),
      )
    ).json()) as DishWire;
    const second = (await (
      await manager.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId: other, title_en: "Gulab Jamun", priceCents: "450" }),
      )
    ).json()) as DishWire;
    await manager.json("PUT", "/api/dishes/order", {
      categoryId: other,
      ids: [second._id, first._id],
    });
    expect((await manager.del(`/api/categories/${other}`)).status).toBe(204);
    expect(await served(first.imageUrl)).toBe(404);
    expect((await undo(await latest())).status).toBe(204);
    const restored = (await dishes()).filter((d) => d.categoryId === other).map((d) => d._id);
    expect(restored).toEqual([second._id, first._id]);
    expect(await served(first.imageUrl)).toBe(200);
    const menu = await (await ctx.server.fetch("/api/public/menu?lang=en")).text();
    expect(menu).toContain("Kulfi");
  });

  it("undoes a reorder, a special day, opening hours and a midday image", async () => {
    const a = await createDish({ title_en: "A" });
    const b = await createDish({ title_en: "B" });
    const order = (await dishes()).filter((d) => d.categoryId === categoryId).map((d) => d._id);
    await manager.json("PUT", "/api/dishes/order", { categoryId, ids: [...order].reverse() });
    expect((await undo(await latest())).status).toBe(204);
    expect((await dishes()).filter((d) => d.categoryId === categoryId).map((d) => d._id)).toEqual(
      order,
    );
    expect(order).toContain(a._id);
    expect(order).toContain(b._id);

    await manager.json("POST", "/api/special-days", {
      from: "2027-12-24",
      isClosed: true,
      note_de: "Heiligabend",
    });
    expect((await undo(await latest())).status).toBe(204);
    expect(await (await manager.get("/api/special-days")).json()).toEqual([]);

    await manager.json("POST", "/api/opening-hours", {
      weekday: 2,
      isClosed: false,
      intervals: [{ open: "11:30", close: "14:30" }],
    });
    await manager.json("POST", "/api/opening-hours", { weekday: 2, isClosed: true });
    expect((await undo(await latest())).status).toBe(204);
    expect(await (await manager.get("/api/opening-hours")).json()).toEqual([
      { weekday: 2, isClosed: false, intervals: [{ open: "11:30", close: "14:30" }] },
    ]);

    const upload = await manager.form(
      "POST",
      "/api/menu-images",
      formOf(
        { title: "Mittag", language: "de" },
        { file: [blob(await pngImage(640, 400), "image/png"), "m.png"] },
      ),
    );
    const image = (await upload.json()) as MenuImageWire;
    expect((await manager.del(`/api/menu-images/${image._id}`)).status).toBe(204);
    expect(await served(image.url)).toBe(404);
    expect((await undo(await latest())).status).toBe(204);
    expect(await served(image.url)).toBe(200);
    expect(
      ((await (await manager.get("/api/menu-images/all")).json()) as MenuImageWire[]).map(
        (i) => i._id,
      ),
    ).toEqual([image._id]);
  });

  it("puts a changed category, a menu image's dates and a deleted special day back as they were", async () => {
    const lunch = { weekdays: [1, 2, 3, 4, 5], open: "11:30", close: "14:30" };
    const created = await manager.json("POST", "/api/categories", {
      name_en: "Lunch",
      name_de: "Mittagstisch",
      position: 3,
      isDrinks: false,
      servedHours: lunch,
    });
    const category = (await created.json()) as { _id: string };
    await manager.json("PUT", `/api/categories/${category._id}`, {
      name_en: "Drinks",
      name_de: "Getränke",
      position: 4,
      isDrinks: true,
      servedHours: null,
    });
    expect((await undo(await latest())).status).toBe(204);
    const categories = (await (await manager.get("/api/categories")).json()) as { _id: string }[];
    expect(categories.find((c) => c._id === category._id)).toEqual({
      _id: category._id,
      name: "Lunch",
      nameI18n: { en: "Lunch", de: "Mittagstisch" },
      position: 3,
      isDrinks: false,
      servedHours: lunch,
    });

    const upload = await manager.form(
      "POST",
      "/api/menu-images",
      formOf(
        { title: "Lunch", language: "en", availableFrom: "2027-01-04" },
        { file: [blob(await pngImage(640, 400), "image/png"), "l.png"] },
      ),
    );
    const image = (await upload.json()) as MenuImageWire;
    await manager.json("PUT", `/api/menu-images/${image._id}`, {
      availableFrom: "2027-02-01",
      availableUntil: "2027-02-28",
    });
    expect((await undo(await latest())).status).toBe(204);
    const images = (await (await manager.get("/api/menu-images/all")).json()) as MenuImageWire[];
    expect(images.find((i) => i._id === image._id)).toEqual(image);

    const day = {
      from: "2027-12-30",
      to: "2027-12-31",
      isClosed: false,
      intervals: [{ open: "12:00", close: "15:00" }],
      note_en: "Short hours",
      note_de: "Kurze Öffnungszeiten",
      announce: false,
    };
    const special = (await (await manager.json("POST", "/api/special-days", day)).json()) as {
      _id: string;
    };
    await manager.del(`/api/special-days/${special._id}`);
    expect((await undo(await latest())).status).toBe(204);
    const specialDays = (await (await manager.get("/api/special-days")).json()) as {
      _id: string;
    }[];
    expect(specialDays.find((d) => d._id === special._id)).toEqual(special);
  });

  it("keeps a deleted photo's files 30 days, then removes them, and an undo after that is refused", async () => {
    const dish = await createDish(
      { title_en: "Old Photo" },
      blob(await pngImage(440, 300), "image/png"),
    );
    await manager.del(`/api/dishes/${dish._id}`);
    const deletion = await latest();
    const uploads = ctx.server.services.uploads;
    const key = /\/uploads\/([a-f0-9]{32})/.exec(dish.imageUrl ?? "")?.[1] ?? "";
    await uploads.sweepOrphans(Date.now() + 29 * 24 * 3600_000);
    expect(await uploads.find(key)).not.toBeNull();
    await uploads.sweepOrphans(Date.now() + 31 * 24 * 3600_000);
    expect(await uploads.find(key)).toBeNull();
    const res = await undo(deletion);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject(apiErrorBody("fileGone"));
    expect((await dishes()).some((d) => d._id === dish._id)).toBe(false);
    // A photo still on a dish is never swept, however old.
    const kept = await createDish(
      { title_en: "Kept" },
      blob(await pngImage(450, 300), "image/png"),
    );
    await uploads.sweepOrphans(Date.now() + 400 * 24 * 3600_000);
    expect(await served(kept.imageUrl)).toBe(200);
  });

  it("is for owners and managers: staff get 403, an unknown entry 404", async () => {
    const staff = await member(ctx.server, ctx.api, "staff");
    await manager.json("POST", "/api/special-days", { from: "2027-12-31", isClosed: true });
    const entry = await latest();
    expect((await staff.json("POST", `/api/history/${entry._id}/undo`, {})).status).toBe(403);
    expect((await staff.get("/api/history")).status).toBe(403);
    expect((await manager.json("POST", "/api/history/unknown/undo", {})).status).toBe(404);
    // What changed today is for everyone signed in: who and what, without the values.
    const today = await staff.get("/api/history/today");
    expect(today.status).toBe(200);
    const [newest] = (await today.json()) as Record<string, unknown>[];
    expect(newest).toEqual({
      _id: entry._id,
      at: entry.at,
      actor: entry.actor,
      action: "create",
      entity: "special-day",
      entityId: entry.entityId,
      summaryI18n: entry.summaryI18n,
    });
    // The owner may undo the manager's change.
    expect((await ctx.api.json("POST", `/api/history/${entry._id}/undo`, {})).status).toBe(204);
    expect((await latest()).actor.email).toBe(TEST_ADMIN.email);
  }, 30_000);
});

describe("team entries", () => {
  const TEAM = ["invite", "team-member"];
  const listOf = async (client: ApiClient, path: string) =>
    (await (await client.get(path)).json()) as HistoryEntryWire[];

  it("are the owner's: a manager neither lists, pages from nor undoes them", async () => {
    const email = "cook-to-be@test.example";
    await ctx.api.json("POST", "/api/team/invites", { email, name: "Cook", role: "manager" });
    const invite = (await listOf(ctx.api, "/api/history?limit=1"))[0] as HistoryEntryWire;
    expect(invite).toMatchObject({ action: "invite", entity: "invite" });

    const seen = await listOf(manager, "/api/history?limit=200");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((e) => TEAM.includes(e.entity))).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(email);
    expect((await manager.get(`/api/history?before=${invite._id}`)).status).toBe(400);
    expect((await undo(invite)).status).toBe(404);
    // The owner sees the entry; an invite is not undone from the history.
    expect((await listOf(ctx.api, "/api/history?limit=200")).map((e) => e._id)).toContain(
      invite._id,
    );
    expect((await ctx.api.json("POST", `/api/history/${invite._id}/undo`, {})).status).toBe(409);
  });

  it("are not in the staff's list of today's changes", async () => {
    const staff = await member(ctx.server, ctx.api, "staff", "kitchen-today@test.example");
    await manager.json("POST", "/api/special-days", { from: "2028-01-02", isClosed: true });
    const owners = await listOf(ctx.api, "/api/history/today");
    expect(owners.filter((e) => TEAM.includes(e.entity)).length).toBeGreaterThan(0);
    const staffs = await listOf(staff, "/api/history/today");
    expect(staffs[0]).toMatchObject({ action: "create", entity: "special-day" });
    expect(staffs.filter((e) => TEAM.includes(e.entity))).toEqual([]);
    expect(JSON.stringify(staffs)).not.toContain("kitchen-today@test.example");
  }, 30_000);
});

describe("a stale undo after a change of many records", () => {
  it("is refused when a menu import changed the dish since, and the import's value stays", async () => {
    const dish = await createDish({ title_en: "Aloo Gobi", priceCents: "990" });
    await manager.form("PUT", `/api/dishes/${dish._id}`, formOf({ priceCents: "1234" }));
    const priceChange = await latest();
    const csv = Buffer.from(await exportCsv(manager)).toString("utf8");
    const line = exportedRow(csv.split("\r\n"), dish._id) ?? "";
    expect(line).toContain(";12,34;");
    expect(
      (await importCsv(manager, csv.replace(line, line.replace(";12,34;", ";15,00;")))).body,
    ).toMatchObject({ updated: 1, errors: [] });

    expect((await history("?limit=200")).find((e) => e._id === priceChange._id)?.undoable).toBe(
      false,
    );
    const res = await undo(priceChange);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject(apiErrorBody("changedSince"));
    expect((await dishes()).find((d) => d._id === dish._id)).toMatchObject({ priceCents: 1500 });
  });

  it("is refused when a reorder moved the dish since, and the new order stays", async () => {
    const sweets = (
      (await (
        await manager.json("POST", "/api/categories", { name_en: "Sweets", name_de: "Süßes" })
      ).json()) as { _id: string }
    )._id;
    const first = (await (
      await manager.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId: sweets, title_en: "Kheer", priceCents: "450" }),
      )
    ).json()) as DishWire;
    const second = (await (
      await manager.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId: sweets, title_en: "Halwa", priceCents: "450" }),
      )
    ).json()) as DishWire;
    await manager.form("PUT", `/api/dishes/${first._id}`, formOf({ priceCents: "490" }));
    const priceChange = await latest();
    expect(
      (
        await manager.json("PUT", "/api/dishes/order", {
          categoryId: sweets,
          ids: [second._id, first._id],
        })
      ).status,
    ).toBe(204);

    const res = await undo(priceChange);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject(apiErrorBody("changedSince"));
    expect((await dishes()).filter((d) => d.categoryId === sweets).map((d) => d._id)).toEqual([
      second._id,
      first._id,
    ]);
  });

  it("is refused when undoing a reorder moved the dish back, though the reorder had left it in place", async () => {
    const pickles = (
      (await (
        await manager.json("POST", "/api/categories", { name_en: "Pickles", name_de: "Pickles" })
      ).json()) as { _id: string }
    )._id;
    const add = async (title_en: string, position: string) =>
      (await (
        await manager.form(
          "POST",
          "/api/dishes",
          formOf({ categoryId: pickles, title_en, priceCents: "250", position }),
        )
      ).json()) as DishWire;
    const [a, c, b] = [await add("Mango", "0"), await add("Lime", "2"), await add("Chili", "3")];
    const order = async () =>
      (await dishes()).filter((d) => d.categoryId === pickles).map((d) => d._id);
    await manager.form("PUT", `/api/dishes/${c._id}`, formOf({ priceCents: "290", position: "2" }));
    const priceChange = await latest();
    // Lime keeps its place (2) in the new order; only Chili moves.
    expect(
      (
        await manager.json("PUT", "/api/dishes/order", {
          categoryId: pickles,
          ids: [a._id, b._id, c._id],
        })
      ).status,
    ).toBe(204);
    expect((await history("?limit=200")).find((e) => e._id === priceChange._id)?.undoable).toBe(
      true,
    );
    expect((await undo(await latest())).status).toBe(204);
    expect(await order()).toEqual([a._id, c._id, b._id]);

    const res = await undo(priceChange);
    expect(res.status).toBe(409);
    expect(await order()).toEqual([a._id, c._id, b._id]);
  });

  it("is refused when a reorder of the categories moved the category since", async () => {
    // Far from the front, so that moving it there changes its position.
    const created = await manager.json("POST", "/api/categories", {
      name_en: "Breads",
      name_de: "Brote",
      position: 50,
    });
    const breads = ((await created.json()) as { _id: string })._id;
    await manager.json("PUT", `/api/categories/${breads}`, {
      name_en: "Naan",
      name_de: "Naan",
      position: 50,
    });
    const rename = await latest();
    const order = ((await (await manager.get("/api/categories")).json()) as { _id: string }[]).map(
      (c) => c._id,
    );
    const moved = [breads, ...order.filter((id) => id !== breads)];
    expect((await manager.json("PUT", "/api/categories/order", { ids: moved })).status).toBe(204);

    const res = await undo(rename);
    expect(res.status).toBe(409);
    expect(
      (
        (await (await manager.get("/api/categories")).json()) as { _id: string; name: string }[]
      ).map((c) => c._id),
    ).toEqual(moved);
  });
});
