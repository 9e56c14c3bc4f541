import { describe, expect, it } from "vitest";
import { ChangePasswordInputSchema, SetupInputSchema } from "@shared/contract/auth.ts";
import { ApiError } from "../../web/lib/api/client";
import { authErrorText } from "../../web/features/admin/auth/auth-error";
import { createAdminI18n } from "../../web/features/admin/i18n/admin-i18n";
import { apiErrorBody, apiIssueOf, issueMessage } from "@shared/contract/api-errors.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
/** A failed call as the server answers a schema's message (a code) or text without a code. */
const answer = (status: number, message?: string) => {
  if (message === undefined) return new ApiError(status, undefined);
  const found = apiIssueOf(message);
  return new ApiError(status, found ? apiErrorBody(found.code, found.params) : { error: message });
};
const en = createAdminI18n("en");
const de = createAdminI18n("de");

describe("the admin's password errors", () => {
  it("give every message the API or the contract can send in both languages", () => {
    const messages = [
      issueMessage("wrongCurrentPassword"),
      issueMessage("setupLinkInvalid"),
      issueMessage("samePassword"),
      firstMessage(
        ChangePasswordInputSchema.safeParse({
          currentPassword: "",
          newPassword: "a-long-new-password",
        }),
      ),
      firstMessage(
        ChangePasswordInputSchema.safeParse({ currentPassword: "x", newPassword: "short" }),
      ),
      firstMessage(
        SetupInputSchema.safeParse({ token: "t", email: "nope", password: "a-long-new-password" }),
      ),
    ];
    for (const message of messages) {
      expect(message).toBeDefined();
      const english = answer(400, message);
      expect(authErrorText(en, english, "fallback"), message).toBe(english.message);
      const german = authErrorText(de, answer(400, message), "fallback");
      expect(german, message).not.toBe("fallback");
      expect(german).not.toBe(message);
    }
  });

  it("name a throttled and a busy server by status, and fall back for a text they do not know", () => {
    expect(authErrorText(de, answer(429, "anything"), "fallback")).toBe(de.t("errors.tooMany"));
    expect(authErrorText(en, answer(503), "fallback")).toBe(en.t("errors.busy"));
    expect(authErrorText(de, answer(500, "Something unforeseen"), "fallback")).toBe("fallback");
    expect(authErrorText(de, answer(500), "fallback")).toBe("fallback");
  });
});
