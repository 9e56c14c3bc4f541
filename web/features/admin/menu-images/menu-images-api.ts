import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { apiRequest, UPLOAD_TIMEOUT_MS } from "~/shared/api/client";
import type { AvailabilityValues } from "../ui/availability-fields";

export const menuImagesApi = {
  /** Every upload, oldest first, those outside their dates included. */
  list: (signal?: AbortSignal) => apiRequest<MenuImage[]>("/api/menu-images/all", { signal }),
  upload: ({ title, language, file, availableFrom = "", availableUntil = "" }: { title: string; language: Lang; file: File } & Partial<AvailabilityValues>) => {
    const form = new FormData();
    form.append("title", title);
    form.append("language", language);
    form.append("availableFrom", availableFrom);
    form.append("availableUntil", availableUntil);
    form.append("file", file);
    return apiRequest<MenuImage>("/api/menu-images", { method: "POST", form, timeoutMs: UPLOAD_TIMEOUT_MS });
  },
  setDates: ({ id, dates }: { id: string; dates: AvailabilityValues }) => apiRequest<MenuImage>(`/api/menu-images/${encodeURIComponent(id)}`, { method: "PUT", json: dates }),
  remove: (id: string) => apiRequest(`/api/menu-images/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
