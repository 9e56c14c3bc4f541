import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  apiErrorBody,
  apiIssueOf,
  apiErrorText,
  type ApiErrorCode,
  type ApiErrorParams,
} from "@shared/contract/api-errors.ts";
import type { ApiError } from "@shared/contract/common.ts";
import { DomainError } from "../domain-error.server.ts";
import { statusOf } from "./error-status.server.ts";

interface HttpErrorOptions {
  params?: ApiErrorParams;
  headers?: Record<string, string>;
}

/**
 * An error the HTTP edge itself raises (a request's body, its session, its role), by its code in
 * `API_ERRORS`: the code is required, so a server error without one does not compile. The layers
 * below throw `DomainError` (server/domain-error.server.ts) and never this.
 */
export class HttpError extends Error {
  readonly params: Record<string, string>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    { params = {}, headers = {} }: HttpErrorOptions = {},
  ) {
    super(apiErrorText(code, params));
    this.params = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    this.headers = headers;
  }
}

export const badRequest = (code: ApiErrorCode, params?: ApiErrorParams) =>
  new HttpError(400, code, { params });
export const notFound = (code: ApiErrorCode, params?: ApiErrorParams) =>
  new HttpError(404, code, { params });

/** The body of an error answer. */
export const errorBody = (code: ApiErrorCode, params?: ApiErrorParams): ApiError =>
  apiErrorBody(code, params);

/**
 * Validates with a shared contract schema; the first issue becomes the 400 answer. A schema's
 * messages are codes of `API_ERRORS` (issueMessage); zod's own (a check the contract gave no
 * message) read as `invalidInput`, which tests/unit/api-errors.test.ts keeps out of the contract.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const found = apiIssueOf(result.error.issues[0]?.message ?? "");
    throw badRequest(found?.code ?? "invalidInput", found?.params);
  }
  return result.data;
}

export function errorResponse(c: Context, err: unknown, log: (msg: string) => void): Response {
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json<ApiError>(errorBody(err.code, err.params), err.status);
  }
  if (err instanceof DomainError) {
    if (err.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.retryAfterSeconds));
    return c.json<ApiError>(errorBody(err.code, err.params), statusOf(err.code));
  }
  log(
    `unexpected error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  );
  return c.json<ApiError>(errorBody("serverError"), 500);
}
