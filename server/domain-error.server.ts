import {
  apiErrorText,
  type ApiErrorCode,
  type ApiErrorParams,
} from "@shared/contract/api-errors.ts";

interface DomainErrorOptions {
  params?: ApiErrorParams;
  /** When the same request may succeed again (a login throttled or the checker busy). */
  retryAfterSeconds?: number;
}

/**
 * A rule of the restaurant's data said no, by its code in `API_ERRORS`. Services, repositories
 * and mappers throw it knowing nothing of HTTP; the HTTP edge (server/http/errors.server.ts)
 * gives it its status from one table and answers `{ error, code, params? }`.
 */
export class DomainError extends Error {
  readonly params: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ApiErrorCode,
    { params = {}, retryAfterSeconds }: DomainErrorOptions = {},
  ) {
    super(apiErrorText(code, params));
    this.params = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const domainError = (code: ApiErrorCode, params?: ApiErrorParams) =>
  new DomainError(code, { params });
