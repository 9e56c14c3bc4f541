import {
  apiErrorBody,
  apiErrorText,
  apiIssueOf,
  type ApiErrorCode,
  type ApiErrorParams,
} from "@shared/contract/api-errors.ts";
import type { MenuImportError } from "@shared/contract/menu-transfer.ts";

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

/**
 * A line's problem as the answer carries it: a coded message (`issueMessage`, the schemas' own)
 * becomes its code, values and English text, so the admin shows it by code in its language. A
 * message of zod's own, which is no code, keeps its text under `invalidInput`.
 */
export function importError(line: number, message: string): MenuImportError {
  const issue = apiIssueOf(message);
  if (!issue) return { line, code: "invalidInput", message };
  const { error, ...coded } = apiErrorBody(issue.code, issue.params);
  return { line, ...coded, message: error };
}

/** The refusal as the one line of the answer's errors. */
export const refusalLine = (refusal: ImportRefusal): MenuImportError => {
  const { error, ...coded } = apiErrorBody(refusal.code, refusal.params);
  return { line: refusal.line, ...coded, message: error };
};
