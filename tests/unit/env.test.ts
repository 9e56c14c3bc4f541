import { describe, expect, it } from "vitest";
import { loadEnv } from "../../server/env.server.ts";

describe("loadEnv", () => {
  it("is production unless told otherwise: a process manager starting the build gets production", () => {
    expect(loadEnv({}).NODE_ENV).toBe("production");
    expect(loadEnv({ NODE_ENV: "" }).NODE_ENV).toBe("production");
    expect(loadEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
  });
});
