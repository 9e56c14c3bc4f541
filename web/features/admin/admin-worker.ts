import { ADMIN_SCOPE, ADMIN_WORKER_PATH } from "@shared/admin-app.ts";

/**
 * Registers the admin's service worker (made by the server for each build), which keeps the
 * admin's page and code on the phone. Its scope is the admin: public pages are never controlled.
 * The development server makes none (Vite's files change with every edit).
 */
export function registerAdminWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(ADMIN_WORKER_PATH, { scope: ADMIN_SCOPE }).catch(() => {
    // Without a worker the admin works as before, from the network.
  });
}
