import { describe, expect, it } from "vitest";
import type { AnnouncementWire } from "@shared/contract/announcement-wire.ts";
import type { HistoryEntryWire } from "@shared/contract/history-wire.ts";
import { addDays } from "@shared/announcements/special-day-announcements.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const publicList = async (lang: "de" | "en") =>
  (await (
    await ctx.server.fetch(`/api/public/announcements?lang=${lang}`)
  ).json()) as AnnouncementWire[];

describe("announcements", () => {
  const today = todayIso();

  it("are created, listed, changed and deleted by staff, and recorded in the history", async () => {
    const created = await ctx.api.json("POST", "/api/announcements", {
      text_de: "  Heute Live-Musik ab 19 Uhr  ",
      text_en: "",
      from: today,
      until: addDays(today, 2),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as AnnouncementWire;
    expect(body).toEqual({
      _id: expect.any(String),
      text: "Heute Live-Musik ab 19 Uhr",
      textI18n: { en: "", de: "Heute Live-Musik ab 19 Uhr" },
      from: today,
      until: addDays(today, 2),
      kind: "manual",
    });

    const changed = await ctx.api.json("PUT", `/api/announcements/${body._id}`, {
      text_de: "Heute Live-Musik ab 20 Uhr",
      text_en: "Live music tonight from 8 pm",
      from: today,
      until: today,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as AnnouncementWire).textI18n).toEqual({
      en: "Live music tonight from 8 pm",
      de: "Heute Live-Musik ab 20 Uhr",
    });
    expect(await (await ctx.api.get("/api/announcements")).json()).toEqual([
      expect.objectContaining({ _id: body._id, until: today }),
    ]);

    expect(await publicList("de")).toEqual([
      expect.objectContaining({
        _id: body._id,
        text: "Heute Live-Musik ab 20 Uhr",
        kind: "manual",
      }),
    ]);
    expect((await publicList("en"))[0]?.text).toBe("Live music tonight from 8 pm");

    expect((await ctx.api.json("DELETE", `/api/announcements/${body._id}`, {})).status).toBe(204);
    expect((await ctx.api.json("DELETE", `/api/announcements/${body._id}`, {})).status).toBe(404);
    expect(await publicList("de")).toEqual([]);

    const recorded = (await ctx.server.services.repos.history.list(10))
      .filter((e) => e.entity === "announcement")
      .map((e) => e.action);
    expect(recorded.sort()).toEqual(["create", "delete", "update"]);
  });

  it("keep their history's entries in the form they have always had: the request's fields with an id", async () => {
    const created = (await (
      await ctx.api.json("POST", "/api/announcements", {
        text_de: "Alt",
        from: today,
        until: today,
      })
    ).json()) as AnnouncementWire;
    await ctx.api.json("PUT", `/api/announcements/${created._id}`, {
      text_de: "Neu",
      text_en: "New",
      from: today,
      until: addDays(today, 1),
    });
    const [entry] = (await (
      await ctx.api.get("/api/history?limit=1")
    ).json()) as HistoryEntryWire[];
    expect(entry).toMatchObject({
      action: "update",
      entity: "announcement",
      entityId: created._id,
    });
    expect(entry?.before).toEqual({
      id: created._id,
      text_en: "",
      text_de: "Alt",
      from: today,
      until: today,
    });
    expect(Object.keys(entry?.after as object)).toEqual([
      "id",
      "text_en",
      "text_de",
      "from",
      "until",
    ]);
    expect(entry?.after).toMatchObject({
      text_en: "New",
      text_de: "Neu",
      until: addDays(today, 1),
    });
    expect((await ctx.api.del(`/api/announcements/${created._id}`)).status).toBe(204);
  });

  it("refuse a missing text, a text over 280 characters, bad dates and an end before the start, changing nothing", async () => {
    for (const body of [
      { text_en: "", text_de: " ", from: today, until: today },
      { text_en: "x".repeat(281), from: today, until: today },
      { text_de: "Hallo", from: "2026-02-30", until: "2026-03-01" },
      { text_de: "Hallo", from: today },
      { text_de: "Hallo", from: addDays(today, 1), until: today },
      { text_de: ["Hallo"], from: today, until: today },
    ]) {
      const res = await ctx.api.json("POST", "/api/announcements", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(
      (
        await ctx.api.json("PUT", "/api/announcements/nope", {
          text_de: "Hallo",
          from: today,
          until: today,
        })
      ).status,
    ).toBe(404);
    expect(await (await ctx.api.get("/api/announcements")).json()).toEqual([]);
  });

  it("show only while they run, on the restaurant's calendar", async () => {
    await ctx.api.json("POST", "/api/announcements", {
      text_en: "Over",
      from: addDays(today, -5),
      until: addDays(today, -1),
    });
    await ctx.api.json("POST", "/api/announcements", {
      text_en: "Later",
      from: addDays(today, 1),
      until: addDays(today, 3),
    });
    expect(await publicList("en")).toEqual([]);
  });

  it("need a signed-in admin", async () => {
    expect((await ctx.server.fetch("/api/announcements")).status).toBe(401);
    expect(
      (
        await ctx.server.fetch("/api/announcements", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(401);
  });

  it("a special day announces itself from exactly 14 days before it until its end, unless switched off", async () => {
    const inFourteen = addDays(today, 14);
    const inFifteen = addDays(today, 15);
    await ctx.api.json("POST", "/api/special-days", {
      from: inFourteen,
      isClosed: true,
      note_de: "Betriebsausflug",
      note_en: "Staff outing",
    });
    await ctx.api.json("POST", "/api/special-days", { from: inFifteen, isClosed: true });
    await ctx.api.json("POST", "/api/special-days", {
      from: addDays(today, 3),
      isClosed: true,
      announce: false,
    });
    const running = (await publicList("de")).filter((a) => a.kind === "special-day");
    expect(running).toEqual([
      expect.objectContaining({
        _id: expect.any(String),
        kind: "special-day",
        from: today,
        until: inFourteen,
        textI18n: {
          de: expect.stringMatching(/: geschlossen – Betriebsausflug$/),
          en: expect.stringMatching(/: closed – Staff outing$/),
        },
      }),
    ]);
    expect(running[0]?.text).toBe(running[0]?.textI18n.de);
  });
});
