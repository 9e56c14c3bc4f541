/**
 * The admin as an app on the staff's phones: its manifest and its service worker, whose scope
 * is the admin alone. The worker's script lies at the site's root, since a worker's scope must
 * lie within its script's folder.
 */
export const ADMIN_SCOPE = "/admin";
export const ADMIN_WORKER_PATH = "/admin-sw.js";
export const ADMIN_MANIFEST_PATH = "/admin.webmanifest";
/** The address the home-screen app opens: the panel starts on "Heute". */
export const ADMIN_TODAY_HASH = "#today";
