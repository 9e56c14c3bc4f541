import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). The admin panel needs
 * script, and its tests wait for this as staff wait for the panel; public pages work without it.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Whether the document has hydrated (see `useMarkHydrated`); false on the server. */
export function isDocumentHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}
