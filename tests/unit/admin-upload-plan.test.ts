import { describe, expect, it } from "vitest";
import { planUploads, skippedLanguages } from "~/features/admin/menu-images/upload-plan";
import { apiErrorText, issueMessage } from "@shared/contract/api-errors.ts";
import { createAdminI18n } from "~/features/admin/i18n/admin-i18n";

const draft = (en: [string, string[]], de: [string, string[]]) => ({
  en: { title: en[0], files: en[1] },
  de: { title: de[0], files: de[1] },
});

describe("planUploads", () => {
  it("needs at least one title", () => {
    expect(planUploads(draft([" ", ["a.jpg"]], ["", []]))).toEqual({
      ok: false,
      error: issueMessage("menuImageTitleRequired"),
      field: "en-title",
    });
    expect(apiErrorText("menuImageTitleRequired")).toBe("At least one title is required ❌");
  });

  it("needs at least one file", () => {
    expect(planUploads(draft(["Lunch", []], ["", []]))).toEqual({
      ok: false,
      error: issueMessage("menuImageFileRequired"),
      field: "en-files",
    });
    expect(apiErrorText("menuImageFileRequired")).toBe("Please choose at least one image ❌");
  });

  it("uploads every file of each titled language separately, English first", () => {
    const plan = planUploads(draft([" Lunch ", ["en1", "en2"]], ["Mittag", ["de1"]]));
    expect(plan).toEqual({
      ok: true,
      uploads: [
        { title: "Lunch", language: "en", file: "en1" },
        { title: "Lunch", language: "en", file: "en2" },
        { title: "Mittag", language: "de", file: "de1" },
      ],
    });
  });

  it("skips a language whose title is empty", () => {
    const d = draft(["Lunch", ["en1"]], ["", ["de1"]]);
    expect(planUploads(d)).toEqual({
      ok: true,
      uploads: [{ title: "Lunch", language: "en", file: "en1" }],
    });
    expect(skippedLanguages(d)).toEqual(["de"]);
  });

  it("refuses when every chosen file would be skipped", () => {
    expect(planUploads(draft(["Lunch", []], ["", ["de1"]]))).toEqual({
      ok: false,
      error: "titleNeededForImages",
      field: "de-title",
    });
  });

  it("applies the upload schema's title rules", () => {
    const plan = planUploads(draft(["x".repeat(161), ["en1"]], ["", []]));
    expect(plan).toMatchObject({
      ok: false,
      error: issueMessage("titleTooLong"),
      field: "en-title",
    });
    const message = plan.ok ? "" : plan.error;
    expect(createAdminI18n("en").issueText(message)).toBe("Title is too long.");
    expect(createAdminI18n("de").issueText(message)).toBe(
      createAdminI18n("de").t("errors.titleTooLong"),
    );
  });
});
