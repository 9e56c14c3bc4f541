import { describe, expect, it } from "vitest";
import { AnnouncementRequestSchema } from "@shared/contract/announcement-wire.ts";
import {
  toAnnouncementRequest,
  toAnnouncementWire,
} from "@shared/contract/announcement-wire-codec.ts";
import { fromAnnouncementWire } from "@shared/contract/announcement-wire-codec.ts";
import type { AnnouncementInput } from "@shared/contract/announcement.ts";
import { pageAnnouncementOf } from "@shared/announcement-page.ts";
import type { AnnouncementRow } from "../../server/features/announcements/announcements.repo.server.ts";
import {
  toAnnouncement,
  toColumns,
  toSnapshot,
} from "../../server/features/announcements/announcement-mapper.server.ts";

const row: AnnouncementRow = {
  id: "a1",
  text_en: "",
  text_de: "Heute Live-Musik",
  date_from: "2026-06-01",
  date_until: "2026-06-03",
};

describe("the announcement's codec and edge adapter", () => {
  it("carry a stored announcement to its one shape, staff's own, and back to the same columns", () => {
    const announcement = toAnnouncement(row);
    expect(announcement).toEqual({
      id: "a1",
      text: { de: "Heute Live-Musik", en: "" },
      from: "2026-06-01",
      until: "2026-06-03",
      kind: "manual",
    });
    const { id: _id, ...columns } = row;
    expect(toColumns(announcement)).toEqual(columns);
  });

  it("answer with the text in the request's language beside both, in the answer's order, and read it back", () => {
    const announcement = toAnnouncement(row);
    const wire = toAnnouncementWire(announcement, "en");
    expect(Object.keys(wire)).toEqual(["_id", "text", "textI18n", "from", "until", "kind"]);
    // No English text: the German one stands in.
    expect(wire).toMatchObject({
      _id: "a1",
      text: "Heute Live-Musik",
      textI18n: { en: "", de: "Heute Live-Musik" },
    });
    expect(Object.keys(wire.textI18n)).toEqual(["en", "de"]);
    expect(fromAnnouncementWire(wire)).toEqual(announcement);
  });

  it("send the one input as the request's fields, which the server reads back as the same input", () => {
    const input: AnnouncementInput = {
      text: { de: "Heute geschlossen", en: "Closed today" },
      from: "2026-06-01",
      until: "2026-06-01",
    };
    expect(AnnouncementRequestSchema.parse(toAnnouncementRequest(input))).toEqual(input);
    expect(
      AnnouncementRequestSchema.parse({
        text_de: "  Neu ",
        from: "2026-06-01",
        until: "2026-06-02",
      }),
    ).toEqual({ text: { de: "Neu", en: "" }, from: "2026-06-01", until: "2026-06-02" });
  });

  it("keep the history's entries in the form they have always had", () => {
    expect(toSnapshot(toAnnouncement(row))).toEqual({
      id: "a1",
      text_en: "",
      text_de: "Heute Live-Musik",
      from: "2026-06-01",
      until: "2026-06-03",
    });
    expect(Object.keys(toSnapshot(toAnnouncement(row)))).toEqual([
      "id",
      "text_en",
      "text_de",
      "from",
      "until",
    ]);
  });

  it("give the banner the text in the visitor's language only, without the days", () => {
    const announcement = { ...toAnnouncement(row), text: { de: "Live-Musik", en: "Live music" } };
    expect(pageAnnouncementOf(announcement, "en")).toEqual({
      id: "a1",
      text: "Live music",
      kind: "manual",
    });
    expect(pageAnnouncementOf(toAnnouncement(row), "en").text).toBe("Heute Live-Musik");
  });
});
