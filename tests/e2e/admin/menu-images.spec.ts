import type { Page } from "@playwright/test";
import { answerConfirm, expect, openTab, pngImage, test, tinyPdf, toast } from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

const png = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await pngImage(300, 400),
});
const pair = (page: Page, en: string, de: string) =>
  page.getByRole("group", { name: `EN/DE pair: ${en} / ${de}` });

function fields(page: Page) {
  const form = page.getByRole("region", { name: "Upload midday menu" });
  return {
    form,
    enTitle: form.getByLabel("English title"),
    enFiles: form.getByLabel("English images"),
    deTitle: form.getByLabel("German title"),
    deFiles: form.getByLabel("German images"),
    upload: form.getByRole("button", { name: "Upload" }),
  };
}

test("validation: a title, an image, and a title for each language's images", async ({ page }) => {
  await openTab(page, "Midday Discount");
  const f = fields(page);
  let posted = 0;
  page.on(
    "request",
    (r) => (posted += r.method() === "POST" && r.url().includes("/api/menu-images") ? 1 : 0),
  );

  await f.upload.click();
  await expect(f.form.getByRole("alert")).toHaveText("At least one title is required ❌");
  await expect(f.enTitle).toBeFocused();

  await f.enTitle.fill("Lunch this week");
  await f.upload.click();
  await expect(f.form.getByRole("alert")).toHaveText("Please choose at least one image ❌");
  await expect(f.enFiles).toBeFocused();

  // German images without a German title are skipped; with nothing left, nothing is sent.
  await f.deFiles.setInputFiles(await png("mittag.png"));
  await expect(f.form.getByText("Without a German title these files are skipped.")).toBeVisible();
  await f.upload.click();
  await expect(f.form.getByRole("alert")).toHaveText("Images need a title in their language ❌");
  await expect(f.deTitle).toBeFocused();
  expect(posted).toBe(0);
});

test("uploads: EN and DE together form a pair, an untitled language is skipped, PDFs work, delete asks first", async ({
  page,
  unique,
}) => {
  await openTab(page, "Midday Discount");
  const f = fields(page);
  const en = unique("Lunch");
  const de = unique("Mittag");
  const solo = unique("Solo");
  const pdf = unique("Menu PDF");
  // Chromium does not show multipart bodies with files to the test; the answers tell what was stored.
  const posts: { title: string; language: string }[] = [];
  page.on("response", async (r) => {
    if (
      r.request().method() === "POST" &&
      r.url().includes("/api/menu-images") &&
      r.status() === 201
    )
      posts.push(await r.json());
  });

  await f.enTitle.fill(en);
  await f.enFiles.setInputFiles(await png("lunch.png"));
  await f.deTitle.fill(de);
  await f.deFiles.setInputFiles(await png("mittag.png"));
  await f.upload.click();
  await expect(toast(page, "Uploaded successfully")).toBeVisible();
  await expect(pair(page, en, de)).toBeVisible();
  await expect(pair(page, en, de).getByRole("button", { name: `Delete ${en} (EN)` })).toBeVisible();
  await expect(pair(page, en, de).getByRole("button", { name: `Delete ${de} (DE)` })).toBeVisible();
  await expect(f.enTitle).toHaveValue("");
  await expect(f.enTitle).toBeFocused();
  // Each language went up on its own request, English first.
  await expect
    .poll(() => posts)
    .toMatchObject([
      { title: en, language: "en" },
      { title: de, language: "de" },
    ]);

  await f.enTitle.fill(solo);
  await f.enFiles.setInputFiles(await png("solo.png"));
  await f.deFiles.setInputFiles(await png("skipped.png"));
  await expect(f.form.getByText("Without a German title these files are skipped.")).toBeVisible();
  await f.upload.click();
  await expect(page.getByRole("button", { name: `Delete ${solo} (EN)` })).toBeVisible();
  await expect.poll(() => posts.slice(2)).toMatchObject([{ title: solo, language: "en" }]);
  await expect(
    page.getByRole("group", { name: /^EN\/DE pair/ }).filter({ hasText: solo }),
  ).toHaveCount(0);

  await f.enTitle.fill(pdf);
  await f.enFiles.setInputFiles({
    name: "menu.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf(),
  });
  await f.upload.click();
  await expect(page.getByRole("button", { name: `Delete ${pdf} (EN)` })).toBeVisible();

  // The list is oldest first.
  const titles = await page
    .getByRole("region", { name: "Uploaded images" })
    .getByRole("listitem")
    .allInnerTexts();
  const at = (title: string) => titles.findIndex((text) => text.includes(title));
  expect(at(en)).toBeLessThan(at(solo));
  expect(at(solo)).toBeLessThan(at(pdf));
  await expect(page.getByRole("link", { name: `Open ${pdf} (EN)` })).toHaveAttribute(
    "href",
    /\.pdf$/,
  );

  await page.getByRole("button", { name: `Delete ${pdf} (EN)` }).click();
  await answerConfirm(page, "Delete this image?", "cancel");
  await expect(page.getByRole("button", { name: `Delete ${pdf} (EN)` })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${pdf} (EN)` }).click();
  await answerConfirm(page, "Delete this image?", "confirm");
  await expect(toast(page, "Deleted successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${pdf} (EN)` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Uploaded images" })).toBeFocused();
});

test("failures: 'Failed to load images ❌', 'Upload failed ❌', 'Delete failed ❌'", async ({
  page,
  faults,
}) => {
  faults.once("GET", /^\/api\/menu-images\/all$/);
  await openTab(page, "Midday Discount");
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load images ❌" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  const firstDelete = page
    .getByRole("region", { name: "Uploaded images" })
    .getByRole("button", { name: /^Delete / })
    .first();
  await expect(firstDelete).toBeVisible();

  // The server is never reached: the test answers, so nothing is stored.
  const f = fields(page);
  faults.once("POST", /^\/api\/menu-images$/);
  await f.enTitle.fill("Never stored");
  await f.enFiles.setInputFiles(await png("never.png"));
  await f.upload.click();
  await expect(toast(page, "Upload failed ❌")).toBeVisible();
  await expect(f.form.getByRole("alert")).toHaveText("Upload failed ❌");
  // What failed stays chosen for another try.
  await expect(f.form.getByRole("list", { name: "Chosen English files" })).toHaveText("never.png");

  faults.once("POST", /^\/api\/menu-images$/, 415, apiErrorBody("imageFormat"));
  await f.upload.click();
  await expect(f.form.getByRole("alert")).toHaveText(
    "Only JPEG, PNG, WebP or AVIF images are accepted.",
  );
  await expect(toast(page, "Upload failed ❌").filter({ hasText: "Only JPEG" })).toBeVisible();

  faults.once("DELETE", /^\/api\/menu-images\/[^/]+$/);
  await firstDelete.click();
  await answerConfirm(page, "Delete this image?", "confirm");
  await expect(toast(page, "Delete failed ❌")).toBeVisible();
});
