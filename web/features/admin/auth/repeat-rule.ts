import { z } from "zod";
import { formIssue } from "../i18n/admin-i18n";

/**
 * The password screens' own rule beside the contract's: the new password typed twice the same.
 * Its output is empty, so the repetition never reaches the request.
 */
export const repeatRule = (field: "password" | "newPassword") =>
  z
    .record(z.string(), z.unknown())
    .refine((v) => v[field] === v.repeat, {
      path: ["repeat"],
      message: formIssue("passwordMismatch"),
    })
    .transform(() => ({}));
