import { describe, expect, it } from "vitest";
import { ChangePasswordInputSchema, SAME_PASSWORD, SETUP_LINK_INVALID, SetupInputSchema, WRONG_CURRENT_PASSWORD } from "@shared/contract/auth.ts";
import { authTexts, translateError } from "../../web/features/admin/auth/auth-texts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the admin's password texts", () => {
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
      expect(translateError(authTexts.en, message), message).toBe(message);
      const german = translateError(authTexts.de, message);
      expect(german, message).toBeDefined();
      expect(german).not.toBe(message);
    }
  });

  it("name a throttled and a busy server by status, and know nothing else", () => {
    expect(translateError(authTexts.de, "anything", 429)).toBe(authTexts.de.errors.tooMany);
    expect(translateError(authTexts.en, undefined, 503)).toBe(authTexts.en.errors.busy);
    expect(translateError(authTexts.de, "Something went wrong on our side. Please try again.", 500)).toBeUndefined();
  });
});
