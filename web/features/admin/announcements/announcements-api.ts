import type { Announcement, AnnouncementInput } from "@shared/contract/announcement.ts";
import type { AnnouncementWire } from "@shared/contract/announcement-wire.ts";
import { toAnnouncementRequest } from "@shared/contract/announcement-wire-codec.ts";
import { fromAnnouncementWire } from "@shared/contract/announcement-wire-codec.ts";
import { apiRequest } from "~/lib/api/client";

const path = (id: string) => `/api/announcements/${encodeURIComponent(id)}`;
/** The answer read as the one shape of an announcement, by the edge adapter. */
const announcement = async (answer: Promise<AnnouncementWire>): Promise<Announcement> =>
  fromAnnouncementWire(await answer);

/** The admin's announcements, each answer read as the one shape (`shared/contract/announcement.ts`). */
export const announcementsApi = {
  /** Every announcement staff wrote, past ones included, by first day. */
  list: async (signal?: AbortSignal): Promise<Announcement[]> =>
    (await apiRequest<AnnouncementWire[]>("/api/announcements", { signal })).map(
      fromAnnouncementWire,
    ),
  create: (input: AnnouncementInput) =>
    announcement(
      apiRequest<AnnouncementWire>("/api/announcements", {
        method: "POST",
        json: toAnnouncementRequest(input),
      }),
    ),
  update: ({ id, input }: { id: string; input: AnnouncementInput }) =>
    announcement(
      apiRequest<AnnouncementWire>(path(id), { method: "PUT", json: toAnnouncementRequest(input) }),
    ),
  remove: (id: string) => apiRequest(path(id), { method: "DELETE" }),
};
