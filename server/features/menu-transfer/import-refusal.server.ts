import {
  apiErrorText,
  type ApiErrorCode,
  type ApiErrorParams,
} from "@shared/contract/api-errors.ts";

/**
 * A file refused as a whole (unreadable, too long, a menu past its size): the answer carries the
 * refusal's own code, and the line where the file went wrong, as a row's error would.
 */
export class ImportRefusal extends Error {
  constructor(
    readonly line: number,
    readonly code: ApiErrorCode,
    readonly params: ApiErrorParams = {},
  ) {
    super(apiErrorText(code, params));
  }
}
