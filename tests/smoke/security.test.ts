import { execFile } from "node:child_process";
import sharp from "sharp";
import { crc32 } from "node:zlib";
import { deflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { adminClient, blob, formOf, login } from "../support/api.ts";
import { ADDRESS_LIMIT } from "../../server/features/auth/login-throttle.server.ts";
import { pdfs } from "../support/pdfs.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
});
const start = async (env: Record<string, string> = {}) => {
  const server = await startServer({ env });
  servers.push(server);
  return server;
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that claim 20000×20000 pixels: a decompression bomb's header. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("sessions", () => {
  it("a token expires after its absolute lifetime", async () => {
    const server = await start({ SESSION_MAX_HOURS: String(1.5 / 3600) });
    const api = adminClient(server, await login(server));
    expect((await api.get("/api/categories")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1800));
    expect((await api.get("/api/categories")).status).toBe(401);
  });

  it("a token expires when idle too long", async () => {
    const server = await start({ SESSION_IDLE_HOURS: String(1.5 / 3600) });
    const api = adminClient(server, await login(server));
    await new Promise((r) => setTimeout(r, 1800));
    expect((await api.get("/api/categories")).status).toBe(401);
  });

  it("setting a new password ends every session of that admin", async () => {
    const server = await start();
    const api = adminClient(server, await login(server));
    const child = execFile("npx", ["tsx", "server/cli/set-password.ts", TEST_ADMIN.email], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    });
    child.stdin?.end("a-brand-new-password-42\n");
    const output = await new Promise<string>((resolve) => {
      let out = "";
      child.stdout?.on("data", (d) => (out += d));
      child.on("exit", () => resolve(out));
    });
    expect(output).toContain("Set a new password");
    expect((await api.get("/api/categories")).status).toBe(401);
    await expect(login(server)).rejects.toThrow();
    expect(
      await login(server, { email: TEST_ADMIN.email, password: "a-brand-new-password-42" }),
    ).toBeTruthy();
  }, 90_000);

  it("the password command refuses a short password and changes nothing", async () => {
    const server = await start();
    const child = execFile("npx", ["tsx", "server/cli/set-password.ts", TEST_ADMIN.email], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    });
    child.stdin?.end("short\n");
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(await login(server)).toBeTruthy();
  }, 90_000);
});

describe("client address", () => {
  const failLogins = async (server: TestServer, forwardedFor: string, n: number) => {
    let last = 0;
    for (let i = 0; i < n; i++) {
      last = (
        await fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify({ email: `someone${i}@test.example`, password: "wrong" }),
        })
      ).status;
    }
    return last;
  };

  it("ignores X-Forwarded-For unless TRUST_PROXY says so", async () => {
    const direct = await start();
    expect(await failLogins(direct, "1.1.1.1", ADDRESS_LIMIT)).toBe(401);
    // Another claimed address does not help: the socket address is what counts.
    expect(await failLogins(direct, "2.2.2.2", 1)).toBe(429);

    const proxied = await start({ TRUST_PROXY: "1" });
    expect(await failLogins(proxied, "10.0.0.1, 3.3.3.3", ADDRESS_LIMIT)).toBe(401);
    expect(await failLogins(proxied, "10.0.0.1, 3.3.3.3", 1)).toBe(429);
    expect(await failLogins(proxied, "4.4.4.4", 1)).toBe(401);
  }, 180_000);
});

describe("uploads", () => {
  it("refuses a tiny PNG that claims 20000×20000 pixels without decoding it", async () => {
    const server = await start();
    const api = adminClient(server, await login(server));
    const category = (await (
      await api.json("POST", "/api/categories", { name_en: "Bombs" })
    ).json()) as { _id: string };
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    const started = Date.now();
    const res = await api.form(
      "POST",
      "/api/dishes",
      formOf(
        { categoryId: category._id, title_en: "Boom", priceCents: "100" },
        { image: [blob(bomb, "image/png"), "bomb.png"] },
      ),
    );
    expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await (await api.get("/api/dishes")).json()).toEqual([]);
  });
});

describe("uploaded PDFs", () => {
  it("refuses a PDF with JavaScript or an embedded file and stores nothing; a plain one is taken", async () => {
    const server = await start();
    const api = adminClient(server, await login(server));
    for (const [pdf, says] of [
      [pdfs.javaScriptOnOpen(), "contains JavaScript"],
      [pdfs.javaScriptCompressed(), "contains JavaScript"],
      [pdfs.embeddedFile(), "contains embedded files"],
    ] as const) {
      const res = await api.form(
        "POST",
        "/api/menu-images",
        formOf(
          { title: "Menu", language: "de" },
          { file: [blob(pdf, "application/pdf"), "menu.pdf"] },
        ),
      );
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toContain(says);
    }
    expect(await (await api.get("/api/menu-images")).json()).toEqual([]);
    const plain = await api.form(
      "POST",
      "/api/menu-images",
      formOf(
        { title: "Menu", language: "de" },
        { file: [blob(pdfs.plain(), "application/pdf"), "menu.pdf"] },
      ),
    );
    expect(plain.status).toBe(201);
  });
});

describe("shutdown", () => {
  it("SIGTERM lets an in-flight upload finish, then exits cleanly", async () => {
    const server = await startServer();
    const api = adminClient(server, await login(server));
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#c84" },
    })
      .jpeg()
      .toBuffer();
    const upload = api.form(
      "POST",
      "/api/menu-images",
      formOf({ title: "Big", language: "de" }, { file: [blob(photo, "image/jpeg"), "big.jpg"] }),
    );
    await new Promise((r) => setTimeout(r, 150));
    const exit = server.stop();
    const res = await upload;
    expect(res.status).toBe(201);
    expect(await exit).toBe(0);
  }, 60_000);
});
