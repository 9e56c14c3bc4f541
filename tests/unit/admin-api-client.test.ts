import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, onUnauthorized } from "~/lib/api/client";
import { readToken, storeToken, TOKEN_KEY } from "~/lib/api/token";

function fakeWindow() {
  const store = new Map<string, string>();
  return {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("apiRequest", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.stubGlobal("window", fakeWindow());
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the stored token as a bearer token and JSON bodies as JSON", async () => {
    storeToken("t-1");
    fetchMock.mockResolvedValue(json(201, { _id: "c1" }));
    await expect(
      apiRequest("/api/categories", { method: "POST", json: { name_en: "A" } }),
    ).resolves.toEqual({ _id: "c1" });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(path).toBe("/api/categories");
    expect(headers.get("authorization")).toBe("Bearer t-1");
    expect(headers.get("content-type")).toBe("application/json");
    expect(init.body).toBe('{"name_en":"A"}');
  });

  it("answers undefined for 204", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest("/api/categories/c1", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("reads the server's { error, code, params } into ApiError, and falls back without one", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: "Text is longer than 160 characters.",
        code: "textTooLong",
        params: { max: "160" },
      }),
    );
    const error = await apiRequest("/api/categories").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: "Text is longer than 160 characters.",
      code: "textTooLong",
      params: { max: "160" },
    });

    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    const other = await apiRequest("/api/categories").catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 502, serverMessage: undefined, code: undefined });
  });

  it("on 401 clears the token and tells the listeners", async () => {
    storeToken("stale");
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchMock.mockResolvedValue(json(401, { error: "Authentication required" }));
    await expect(apiRequest("/api/categories")).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does not end a newer session when an old token's call answers 401", async () => {
    storeToken("new");
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchMock.mockResolvedValue(json(401, { error: "Authentication required" }));
    await expect(
      apiRequest("/api/auth/logout", { method: "POST", token: "old" }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe("new");
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it("sends no token when told so (login)", async () => {
    storeToken("t-1");
    fetchMock.mockResolvedValue(json(200, { token: "t-2" }));
    await apiRequest("/api/auth/login", { method: "POST", json: {}, token: null });
    expect(
      new Headers((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).has(
        "authorization",
      ),
    ).toBe(false);
  });
});
