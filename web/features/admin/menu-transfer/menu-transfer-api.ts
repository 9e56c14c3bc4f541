import type { MenuImportResult } from "@shared/contract/menu-transfer.ts";
import { ApiError, apiRequest, UPLOAD_TIMEOUT_MS } from "~/lib/api/client";

const importForm = (file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append("file", file);
  if (dryRun) form.append("dryRun", "true");
  return form;
};

export const menuTransferApi = {
  exportCsv: () => apiRequest<Blob>("/api/menu/export.csv", { responseType: "blob" }),
  templateCsv: () => apiRequest<Blob>("/api/menu/template.csv", { responseType: "blob" }),
  /** What the file would change; nothing is written. */
  preview: (file: File) =>
    apiRequest<MenuImportResult>("/api/menu/import", {
      method: "POST",
      form: importForm(file, true),
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
  apply: (file: File) =>
    apiRequest<MenuImportResult>("/api/menu/import", {
      method: "POST",
      form: importForm(file, false),
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
};

/** A refused import's answer: the file's errors, each with its line. */
export function refusedImport(error: unknown): MenuImportResult | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as Partial<MenuImportResult> | undefined;
  return Array.isArray(body?.errors) && body.errors.length > 0 ? (body as MenuImportResult) : null;
}

/** Saves a downloaded file under `name`, as a link with `download` would. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
