import { afterAll, beforeAll } from "vitest";
export { blob, jpegWithGps, pngImage, tinyPdf } from "./files.ts";
import { startApp, type TestApp, type TestTarget } from "./app.ts";
import { startServer, TEST_ADMIN, type TestServer } from "./server.ts";

export interface ApiClient {
  token: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  json(method: string, path: string, body: unknown): Promise<Response>;
  form(method: string, path: string, form: FormData): Promise<Response>;
  del(path: string): Promise<Response>;
}

export async function login(server: TestTarget, credentials = TEST_ADMIN): Promise<string> {
  const res = await server.fetch("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Makes the requests the admin panel makes, with a bearer token. */
export function adminClient(server: TestTarget, token: string): ApiClient {
  const auth = { authorization: `Bearer ${token}` };
  return {
    token,
    get: (path, init) =>
      server.fetch(path, { ...init, headers: { ...auth, ...(init?.headers ?? {}) } }),
    json: (method, path, body) =>
      server.fetch(path, {
        method,
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    form: (method, path, form) => server.fetch(path, { method, headers: auth, body: form }),
    del: (path) => server.fetch(path, { method: "DELETE", headers: auth }),
  };
}

export function formOf(
  fields: Record<string, string | Blob>,
  files: Record<string, [Blob, string]> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [blob, name]] of Object.entries(files)) form.append(k, blob, name);
  return form;
}

/** Starts `target` and logs in before a file's tests, stops it after them. Read `ctx.server` and `ctx.api` inside tests and hooks. */
function useAdmin<T extends TestTarget & { stop(): Promise<unknown> }>(
  start: () => Promise<T>,
): { server: T; api: ApiClient } {
  const ctx = {} as { server: T; api: ApiClient };
  beforeAll(async () => {
    ctx.server = await start();
    ctx.api = adminClient(ctx.server, await login(ctx.server));
  });
  afterAll(async () => {
    await ctx.server?.stop();
  });
  return ctx;
}

/** The API in this process on its own SQLite file, and a logged-in admin client, for a test file. */
export const useAdminApp = () => useAdmin<TestApp>(startApp);

/** The built server on its own data directory, and a logged-in admin client, for a test file. */
export const useAdminServer = (options: Parameters<typeof startServer>[0] = {}) =>
  useAdmin<TestServer>(() => startServer(options));
