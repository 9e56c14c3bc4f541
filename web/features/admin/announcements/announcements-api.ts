import type { Announcement, AnnouncementInputSchema } from "@shared/contract/announcement.ts";
import type { z } from "zod";
import { apiRequest } from "~/lib/api/client";

type Input = z.output<typeof AnnouncementInputSchema>;

export const announcementsApi = {
  /** Every announcement staff wrote, past ones included, by first day. */
  list: (signal?: AbortSignal) => apiRequest<Announcement[]>("/api/announcements", { signal }),
  create: (input: Input) =>
    apiRequest<Announcement>("/api/announcements", { method: "POST", json: input }),
  update: ({ id, input }: { id: string; input: Input }) =>
    apiRequest<Announcement>(`/api/announcements/${encodeURIComponent(id)}`, {
      method: "PUT",
      json: input,
    }),
  remove: (id: string) =>
    apiRequest(`/api/announcements/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
