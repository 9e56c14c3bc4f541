import type { DemoContentStatus } from "@shared/contract/demo-content.ts";
import { apiRequest } from "~/lib/api/client";

export const demoContentApi = {
  status: (signal?: AbortSignal) => apiRequest<DemoContentStatus>("/api/demo-content", { signal }),
  removeAll: () => apiRequest("/api/demo-content", { method: "DELETE" }),
};
