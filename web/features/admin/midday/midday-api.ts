import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { apiRequest, UPLOAD_TIMEOUT_MS } from "~/shared/api/client";

export const middayApi = {
  /** Without a language: every upload, oldest first. */
  list: (signal?: AbortSignal) => apiRequest<MenuImage[]>("/api/menu-images", { signal }),
  upload: ({ title, language, file }: { title: string; language: Lang; file: File }) => {
    const form = new FormData();
    form.append("title", title);
    form.append("language", language);
    form.append("file", file);
    return apiRequest<MenuImage>("/api/menu-images", { method: "POST", form, timeoutMs: UPLOAD_TIMEOUT_MS });
  },
  remove: (id: string) => apiRequest(`/api/menu-images/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
