import { describe, expect, it } from "vitest";
import { loadEnv } from "../../server/env.server.ts";

describe("loadEnv", () => {
  it("is production unless told otherwise: a process manager starting the build gets production", () => {
    expect(loadEnv({}).NODE_ENV).toBe("production");
    expect(loadEnv({ NODE_ENV: "" }).NODE_ENV).toBe("production");
    expect(loadEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
  });

  it("leads every link to PUBLIC_URL when set; without it, to this server", () => {
    expect(loadEnv({ PUBLIC_URL: "https://example.org/", PORT: "8080" })).toMatchObject({
      PUBLIC_URL: "https://example.org",
      LINK_URL: "https://example.org",
    });
    expect(loadEnv({ PORT: "8080" })).toMatchObject({
      PUBLIC_URL: "http://localhost:8080",
      LINK_URL: "http://localhost:8080",
      HOST: "0.0.0.0",
    });
    expect(loadEnv({ NODE_ENV: "development" })).toMatchObject({
      LINK_URL: "http://127.0.0.1:3000",
      HOST: "127.0.0.1",
    });
    expect(loadEnv({ HOST: "192.0.2.7", PORT: "3001" }).LINK_URL).toBe("http://192.0.2.7:3001");
  });
});
