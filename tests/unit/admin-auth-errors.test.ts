import { describe, expect, it } from "vitest";
import { ChangePasswordInputSchema, SAME_PASSWORD, SETUP_LINK_INVALID, SetupInputSchema, WRONG_CURRENT_PASSWORD } from "@shared/contract/auth.ts";
import { ApiError } from "../../web/shared/api/client";
import { authErrorText } from "../../web/features/admin/auth/auth-error";
import { createAdminI18n } from "../../web/features/admin/i18n/admin-i18n";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const en = createAdminI18n("en");
const de = createAdminI18n("de");

describe("the admin's password errors", () => {
  it("give every message the API or the contract can send in both languages", () => {
    const messages = [
      WRONG_CURRENT_PASSWORD,
      SETUP_LINK_INVALID,
      SAME_PASSWORD,
      firstMessage(ChangePasswordInputSchema.safeParse({ currentPassword: "", newPassword: "a-long-new-password" })),
      firstMessage(ChangePasswordInputSchema.safeParse({ currentPassword: "x", newPassword: "short" })),
      firstMessage(SetupInputSchema.safeParse({ token: "t", email: "nope", password: "a-long-new-password" })),
    ];
    for (const message of messages) {
      expect(message).toBeDefined();
      expect(authErrorText(en, new ApiError(400, message), "fallback"), message).toBe(message);
      const german = authErrorText(de, message, "fallback");
      expect(german, message).not.toBe("fallback");
      expect(german).not.toBe(message);
    }
    expect(authErrorText(de, "The password needs at least 12 characters.", "fallback")).toBe("Das Passwort braucht mindestens 12 Zeichen.");
  });

  it("name a throttled and a busy server by status, and fall back for a text they do not know", () => {
    expect(authErrorText(de, new ApiError(429, "anything"), "fallback")).toBe(de.t("errors.tooMany"));
    expect(authErrorText(en, new ApiError(503, undefined), "fallback")).toBe(en.t("errors.busy"));
    expect(authErrorText(de, new ApiError(500, "Something unforeseen"), "fallback")).toBe("fallback");
    expect(authErrorText(de, new ApiError(500, undefined), "fallback")).toBe("fallback");
  });
});
