import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "@shared/contract/api-errors.ts";

/**
 * The status of each code a service, repository or mapper throws as a `DomainError`; a code not
 * named here is the request's own fault, 400. One table, so one code never answers two statuses.
 */
const STATUS_OF: Partial<Record<ApiErrorCode, ContentfulStatusCode>> = {
  authRequired: 401,
  invalidCredentials: 401,
  accountDisabled: 403,
  wrongCurrentPassword: 403,
  announcementNotFound: 404,
  categoryNotFound: 404,
  dishNotFound: 404,
  historyEntryNotFound: 404,
  imageNotFound: 404,
  pictureNotFound: 404,
  memberNotFound: 404,
  specialDayNotFound: 404,
  alreadyMember: 409,
  categoryGone: 409,
  categoryHasDishes: 409,
  changedSince: 409,
  fileGone: 409,
  importUndoConflict: 409,
  lastOwner: 409,
  notUndoable: 409,
  setupLinkInvalid: 410,
  fileTooLarge: 413,
  videoTooLarge: 413,
  pdfTooManyPages: 413,
  tooManyPixels: 413,
  imageFormat: 415,
  logoFormat: 415,
  videoFormat: 415,
  imageProportions: 415,
  imageUnreadable: 415,
  pdfAttached: 415,
  pdfEncrypted: 415,
  pdfScripted: 415,
  pdfUnreadable: 415,
  tooManyAttempts: 429,
  loginBusy: 503,
};

export const statusOf = (code: ApiErrorCode): ContentfulStatusCode => STATUS_OF[code] ?? 400;
