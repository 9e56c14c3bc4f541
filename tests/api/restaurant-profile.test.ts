import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorCode } from "@shared/contract/api-errors.ts";
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import type { RestaurantProfile } from "@shared/contract/restaurant-profile.ts";
import type { Role } from "@shared/contract/roles.ts";
import { demoRestaurantProfile as demo } from "../../demo/restaurant-profile.ts";
import { useAdminApp, type ApiClient } from "../support/api.ts";
import { member } from "../support/team.ts";

const ctx = useAdminApp();
const clients = {} as Record<Role, ApiClient>;

const profile = async (api: ApiClient = ctx.api) =>
  (await (await api.get("/api/restaurant-profile")).json()) as RestaurantProfile;
const save = (group: string, values: unknown, api: ApiClient = ctx.api) =>
  api.json("PUT", `/api/restaurant-profile/${group}`, values);
const history = async () =>
  (await (await ctx.api.get("/api/history?limit=5")).json()) as HistoryEntryWire[];

/** The menu PDF's text as pdftotext reads it: a public surface the API app serves itself. */
function menuPdfText(bytes: ArrayBuffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "profile-pdf-")), "menu.pdf");
  fs.writeFileSync(file, Buffer.from(bytes));
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

beforeAll(async () => {
  clients.owner = ctx.api;
  clients.manager = await member(ctx.server, ctx.api, "manager");
  clients.staff = await member(ctx.server, ctx.api, "staff");
  await ctx.server.services.restaurantProfile.seedDemo(demo);
}, 30_000);

describe("the restaurant profile", { timeout: 30_000 }, () => {
  it("starts as the seeded demo restaurant, every filled value marked as demo", async () => {
    const seeded = await profile();
    expect(seeded.identity).toEqual(demo.identity);
    expect(seeded.legal).toEqual(demo.legal);
    expect(seeded.demoFields).toContain("legal.vatId");
    expect(seeded.demoFields).toContain("identity.name");
    // An empty social profile is no demo value: there is nothing to replace.
    expect(seeded.demoFields).not.toContain("social.tiktok");
  });

  it("lets everyone read it, owners change everything, managers only the texts, staff nothing", async () => {
    const current = await profile(clients.staff);
    for (const role of ["owner", "manager", "staff"] as const)
      expect((await clients[role].get("/api/restaurant-profile")).status).toBe(200);
    const texts = { ...current.texts, storyQuoteBy: { de: "Die Küche", en: "The kitchen" } };
    const identity = { ...current.identity, cuisine: "Indisch" };

    expect((await save("identity", identity, clients.staff)).status).toBe(403);
    expect((await save("texts", texts, clients.staff)).status).toBe(403);
    expect((await save("identity", identity, clients.manager)).status).toBe(403);
    expect((await save("legal", current.legal, clients.manager)).status).toBe(403);
    expect((await profile()).identity.cuisine).toBe(demo.identity.cuisine);

    expect((await save("texts", texts, clients.manager)).status).toBe(200);
    const saved = await save("identity", identity, clients.owner);
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as RestaurantProfile;
    expect(after.identity.cuisine).toBe("Indisch");
    expect(after.texts.storyQuoteBy.de).toBe("Die Küche");
    // Changed, so no longer demo; the other identity fields still are.
    expect(after.demoFields).not.toContain("identity.cuisine");
    expect(after.demoFields).toContain("identity.name");
  });

  it("normalises the phone number to E.164, and the printed menu shows it in the national format", async () => {
    const { contact } = await profile();
    const res = await save("contact", { ...contact, phone: "02921 123456" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as RestaurantProfile).contact.phone).toBe("+492921123456");
    const pdf = await ctx.server.fetch("/menu.pdf?lang=de");
    expect(pdf.status).toBe(200);
    expect(menuPdfText(await pdf.arrayBuffer())).toContain("02921 123456");
  });

  const refused: [string, string, (p: RestaurantProfile) => unknown, ApiErrorCode][] = [
    [
      "a phone made of words",
      "contact",
      (p) => ({ ...p.contact, phone: "call us maybe" }),
      "phoneInvalid",
    ],
    [
      "an e-mail without a domain",
      "contact",
      (p) => ({ ...p.contact, email: "hallo@" }),
      "emailInvalid",
    ],
    [
      "a javascript: link",
      "social",
      (p) => ({ ...p.social, instagram: "javascript:alert(1)" }),
      "profileLinkHttps",
    ],
    [
      "a data: link",
      "providers",
      (p) => ({ ...p.providers, voucher: "data:text/html,<b>x</b>" }),
      "profileLinkHttps",
    ],
    [
      "a non-https provider link",
      "providers",
      (p) => ({ ...p.providers, pickup: "http://order.example.org/x" }),
      "profileLinkHttps",
    ],
    ["a malformed VAT ID", "legal", (p) => ({ ...p.legal, vatId: "DE12345" }), "profileVatId"],
    [
      "HTML in a text",
      "texts",
      (p) => ({ ...p.texts, hero: { de: "<script>x</script>", en: "" } }),
      "profileTextMarkup",
    ],
    [
      "a text over its limit",
      "texts",
      (p) => ({ ...p.texts, hero: { de: "x".repeat(301), en: "" } }),
      "textTooLong",
    ],
  ];
  it.each(refused)(
    "refuses %s with its code and stores nothing",
    async (_, group, values, code) => {
      const before = await profile();
      const historyBefore = await history();
      const res = await save(group, values(before));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe(code);
      expect(await profile()).toEqual(before);
      expect(await history()).toEqual(historyBefore);
    },
  );

  it("refuses an unknown group", async () => {
    expect((await save("recipes", {})).status).toBe(404);
  });

  it("records each group's change with before and after, and undoes it, demo marks and all", async () => {
    const before = await profile();
    const legal = { ...before.legal, vatId: "DE123456789", operator: "Taj Soest GmbH" };
    expect((await save("legal", legal)).status).toBe(200);
    const changed = await profile();
    expect(changed.demoFields).not.toContain("legal.vatId");
    expect(changed.demoFields).toContain("legal.hostingName");

    const [entry] = await history();
    expect(entry).toMatchObject({
      action: "update",
      entity: "restaurant-profile",
      entityId: "legal",
      undoable: true,
    });
    // A manager neither sees nor undoes an owner's change of the legal data.
    expect((await clients.manager.json("POST", `/api/history/${entry?._id}/undo`, {})).status).toBe(
      404,
    );
    expect((await ctx.api.json("POST", `/api/history/${entry?._id}/undo`, {})).status).toBe(204);
    expect(await profile()).toEqual(before);
  });

  it("takes a value many restaurants share with the demo (a GmbH's legal form) as the owner's once the group is saved", async () => {
    const before = await profile();
    expect(before.demoFields).toEqual(
      expect.arrayContaining(["legal.legalForm", "legal.operator"]),
    );
    const legal = { ...before.legal, registerNumber: "HRB 723451" };
    expect(legal.legalForm).toEqual(demo.legal.legalForm);
    expect((await save("legal", legal)).status).toBe(200);
    const after = await profile();
    expect(after.legal.legalForm).toEqual(demo.legal.legalForm);
    expect(after.demoFields).not.toContain("legal.legalForm");
    // A value only the demo restaurant has stays marked until it is replaced.
    expect(after.demoFields).toContain("legal.operator");
    const [entry] = await history();
    expect((await ctx.api.json("POST", `/api/history/${entry?._id}/undo`, {})).status).toBe(204);
    expect(await profile()).toEqual(before);
  });

  it("keeps the legal pages' demo notice while any legal value is the demo's, and only then", async () => {
    const services = ctx.server.services.restaurantProfile;
    expect((await services.publicProfile()).legalIsDemo).toBe(true);
    const { legal } = await profile();
    const real = Object.fromEntries(
      Object.entries(legal).map(([field, value]) => [
        field,
        typeof value === "string" ? `${field} der Taj GmbH` : { de: "GmbH", en: "GmbH" },
      ]),
    );
    const almost = {
      ...real,
      vatId: legal.vatId,
      privacyEmail: "datenschutz@taj.example",
      economicId: "",
    };
    expect((await save("legal", almost)).status).toBe(200);
    expect((await services.publicProfile()).legalIsDemo).toBe(true);
    expect((await save("legal", { ...almost, vatId: "DE999999999" })).status).toBe(200);
    expect((await services.publicProfile()).legalIsDemo).toBe(false);
  });
});
