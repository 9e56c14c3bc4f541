import type { ApiErrorCode } from "@shared/contract/api-errors.ts";
import type { ApiError as ApiErrorBody } from "@shared/contract/common.ts";
import { clearToken, readToken } from "./token";

/** A failed API call: the HTTP status and, when the server sent one, its `{ error, code, params }`. */
export class ApiError extends Error {
  readonly serverMessage: string | undefined;
  readonly code: ApiErrorCode | undefined;
  readonly params: Record<string, string>;

  constructor(
    readonly status: number,
    /** The whole JSON answer, for answers that carry more than `{ error }` (an import's list of errors). */
    readonly body: unknown = undefined,
  ) {
    const error = errorPartOf(body);
    super(error?.error ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.serverMessage = error?.error;
    this.code = error?.code;
    this.params = error?.params ?? {};
  }
}

const unauthorizedListeners = new Set<() => void>();

/** Called whenever a call with the stored token answers 401 (the token has just been cleared). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** Overrides the stored token; `null` sends none (login). */
  token?: string | null;
  timeoutMs?: number;
  /** "blob" for a file to save (a CSV export); JSON otherwise. */
  responseType?: "json" | "blob";
  /** An answer the page already asked for with the stored token (the admin's first requests): read instead of asking again. */
  answer?: Response;
}

const DEFAULT_TIMEOUT_MS = 30_000;
// Photos from a phone on a weak connection take a while; the server accepts up to 15 MB.
export const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * The one way the browser talks to the API (the admin, and the public pages that load data in
 * the browser): attaches the admin's bearer token unless told otherwise, reads `{ error, code,
 * params }` from failed responses, and treats a 401 as an ended session.
 */
export async function apiRequest<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? readToken() : options.token;
  const headers = new Headers({ accept: "application/json" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const response =
    options.answer ??
    (await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    }));

  if (!response.ok) {
    const error = new ApiError(response.status, await readJsonBody(response));
    // Only the session that made the call ends: a late answer to an old token (or to the
    // logout call itself) must not log out a newer session.
    if (response.status === 401 && token && token === readToken()) {
      clearToken();
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  if (options.responseType === "blob") return (await response.blob()) as T;
  return (await response.json()) as T;
}

async function readJsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): the caller's fallback applies.
    return undefined;
  }
}

/** The `{ error, code, params }` of an answer's body, when it has a readable `error`. */
function errorPartOf(body: unknown): Partial<ApiErrorBody> | undefined {
  const part = body as Partial<ApiErrorBody> | null | undefined;
  if (typeof part?.error !== "string" || !part.error.trim()) return undefined;
  return { error: part.error, code: part.code, params: part.params };
}
