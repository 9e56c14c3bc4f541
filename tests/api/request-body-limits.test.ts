import { describe, expect, it } from "vitest";
import { useAdminApp } from "../support/api.ts";

const ctx = useAdminApp();

const big = (bytes: number) => JSON.stringify({ startsOn: "2026-01-01", note: "x".repeat(bytes) });

/** A body sent in chunks, without Content-Length, as a client may. */
const chunked = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024)
        controller.enqueue(bytes.subarray(i, i + 64 * 1024));
      controller.close();
    },
  });
};

describe("request bodies", () => {
  it("PUT /api/menu-images/:id refuses a body over 100 KB with 413, with or without Content-Length", async () => {
    const headers = {
      authorization: `Bearer ${ctx.api.token}`,
      "content-type": "application/json",
    };
    const declared = await ctx.server.fetch("/api/menu-images/some-id", {
      method: "PUT",
      headers,
      body: big(5 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      error: "The request is too large (at most 100 KB).",
    });

    const streamed = await ctx.server.fetch("/api/menu-images/some-id", {
      method: "PUT",
      headers,
      body: chunked(big(5 * 1024 * 1024)),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);

    // A small body is read as before.
    const small = await ctx.server.fetch("/api/menu-images/some-id", {
      method: "PUT",
      headers,
      body: "{not json",
    });
    expect(small.status).toBe(400);
  });
});
