import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
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
    get: (path, init) => server.fetch(path, { ...init, headers: { ...auth, ...(init?.headers ?? {}) } }),
    json: (method, path, body) => server.fetch(path, { method, headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) }),
    form: (method, path, form) => server.fetch(path, { method, headers: auth, body: form }),
    del: (path) => server.fetch(path, { method: "DELETE", headers: auth }),
  };
}

export function formOf(fields: Record<string, string | Blob>, files: Record<string, [Blob, string]> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [blob, name]] of Object.entries(files)) form.append(k, blob, name);
  return form;
}

/** A real JPEG photo with EXIF and GPS data, as a phone would upload it. */
export async function jpegWithGps(width = 1800, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestPhone", Model: "GPS Cam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 34/1 0/1" } })
    .toBuffer();
}

export async function pngImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 160, b: 90, alpha: 1 } } }).png().toBuffer();
}

/** A minimal valid one-page PDF. */
export function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const blob = (data: Buffer, type = "application/octet-stream") => new Blob([new Uint8Array(data)], { type });

/** Starts `target` and logs in before a file's tests, stops it after them. Read `ctx.server` and `ctx.api` inside tests and hooks. */
function useAdmin<T extends TestTarget & { stop(): Promise<unknown> }>(start: () => Promise<T>): { server: T; api: ApiClient } {
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
export const useAdminServer = (options: Parameters<typeof startServer>[0] = {}) => useAdmin<TestServer>(() => startServer(options));
