/**
 * The admin's one cookie: a device proof, set only by a successful sign-in and sent back only to
 * the login (server/features/auth/device-proof.server.ts). Here so that the privacy policy names
 * what the server sets.
 */
export const DEVICE_COOKIE = "login_device";
export const DEVICE_COOKIE_PATH = "/api/auth/login";
export const DEVICE_COOKIE_DAYS = 90;
