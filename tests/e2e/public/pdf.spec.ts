import type { APIRequestContext } from "@playwright/test";
import type { MenuImageWire } from "../../../shared/contract/menu-image-wire.ts";
import { expect, LANGS, messages, open, test } from "./support";

async function demoPdf(request: APIRequestContext) {
  const all = (await (await request.get("/api/menu-images")).json()) as MenuImageWire[];
  const pdf = all.find((i) => i.kind === "pdf");
  if (!pdf) throw new Error("the demo content has a PDF");
  return pdf;
}

for (const lang of LANGS) {
  test(`a PDF: title, viewer drawn by pdf.js, Download PDF, View in Browser, Back (${lang})`, async ({
    page,
    request,
  }) => {
    const t = messages[lang].pdf;
    const pdf = await demoPdf(request);
    const response = await open(page, `/pdf/${pdf._id}`, lang);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pdf.title);

    const viewer = page.getByTestId("pdf-viewer");
    await expect(viewer.locator("canvas").first()).toBeVisible({ timeout: 15_000 });
    const canvas = (await viewer.locator("canvas").first().boundingBox())!;
    expect(canvas.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(canvas.height).toBeGreaterThan(canvas.width);

    await expect(page.getByRole("link", { name: t.download })).toHaveAttribute("href", pdf.url);
    await expect(page.getByRole("link", { name: t.download })).toHaveAttribute("download", "");
    const view = page.getByRole("link", { name: new RegExp(t.viewInBrowser) });
    await expect(view).toHaveAttribute("href", pdf.url);
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("rel", "noopener noreferrer");

    await page.getByRole("link", { name: t.back }).click();
    await expect(page).toHaveURL(/\/middaydiscount$/);
  });
}

test("shows Loading... until the document has arrived", async ({ page, request }) => {
  const pdf = await demoPdf(request);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pdf.url}`, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, `/pdf/${pdf._id}`, "en");
  await expect(page.getByTestId("pdf-viewer").getByText("Loading...")).toBeVisible();
  release();
  await expect(page.getByTestId("pdf-viewer").locator("canvas").first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Loading...")).toHaveCount(0);
});

test("the page does not jump while pdf.js draws the PDF: its place is held from the first paint", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await open(page, `/pdf/${(await demoPdf(request))._id}`);
  await expect(page.getByTestId("pdf-viewer").locator("canvas")).not.toHaveCount(0, {
    timeout: 15_000,
  });
  // The reader scrolls to the last page, which is drawn when it comes near: every page's canvas
  // drawn, the viewer has reached its final height.
  await page.getByTestId("pdf-viewer").locator("figure").last().scrollIntoViewIfNeeded();
  await expect(page.getByTestId("pdf-viewer").locator("figure[style*=min-height]")).toHaveCount(0, {
    timeout: 15_000,
  });
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  // Lighthouse's threshold for a good cumulative layout shift; before the place was held, this page scored 0.6.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
});

test("the text over a drawn page is legible to tools, selectable, and covers the drawing", async ({
  page,
  request,
}) => {
  await open(page, `/pdf/${(await demoPdf(request))._id}`, "de");
  const first = page.getByTestId("pdf-viewer").locator("figure").first();
  await expect(first.locator(".textLayer span").first()).toBeAttached({ timeout: 15_000 });
  const layer = await first.evaluate((figure) => {
    const spans = [...figure.querySelectorAll<HTMLElement>(".textLayer span")].filter(
      (span) => span.childElementCount === 0 && span.textContent?.trim(),
    );
    const chars = (small: boolean) =>
      spans
        .filter((span) => parseFloat(getComputedStyle(span).fontSize) < 12 === small)
        .reduce((sum, span) => sum + (span.textContent?.length ?? 0), 0);
    const box = (selector: string) => figure.querySelector(selector)!.getBoundingClientRect();
    const [text, canvas] = [box(".textLayer"), box("canvas")];
    return {
      text: spans.map((span) => span.textContent).join(" "),
      smallShare: chars(true) / (chars(true) + chars(false)),
      offsets: [
        text.left - canvas.left,
        text.top - canvas.top,
        text.width - canvas.width,
        text.height - canvas.height,
      ],
    };
  });
  // Lighthouse's "legible font sizes": at least 60 % of the text at 12 px or more.
  expect(layer.smallShare).toBeLessThan(0.4);
  expect(layer.text.length).toBeGreaterThan(200);
  for (const offset of layer.offsets) expect(Math.abs(offset)).toBeLessThan(2);
  // Selectable: a word of the drawn page, selected, is the page's text.
  const word = first.locator(".textLayer span", { hasText: /\p{L}{4,}/u }).first();
  await word.selectText();
  expect((await page.evaluate(() => getSelection()?.toString() ?? "")).trim()).toBe(
    (await word.textContent())?.trim(),
  );
});

test("pdf.js is loaded only on the PDF page", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (r) => scripts.push(r.url()));
  await open(page, "/middaydiscount");
  expect(scripts.some((s) => /pdf-viewer|pdf\.worker/.test(s))).toBe(false);
  await open(page, `/pdf/${(await demoPdf(request))._id}`);
  await expect(page.getByTestId("pdf-viewer").locator("canvas").first()).toBeVisible({
    timeout: 15_000,
  });
  expect(scripts.some((s) => s.includes("pdf.worker"))).toBe(true);
});

for (const lang of LANGS) {
  test(`an unknown PDF answers 404 with "PDF not found or deleted" (${lang})`, async ({ page }) => {
    const response = await open(page, "/pdf/no-such-pdf", lang);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[lang].pdf.notFound);
    await expect(page.getByRole("link", { name: messages[lang].pdf.back })).toHaveAttribute(
      "href",
      "/middaydiscount",
    );
  });
}

test("a PDF whose file is gone shows the not-found message in the viewer", async ({
  page,
  request,
}) => {
  const pdf = await demoPdf(request);
  await page.route(`**${pdf.url}`, (route) => route.fulfill({ status: 404, body: "" }));
  await open(page, `/pdf/${pdf._id}`, "en");
  await expect(page.getByTestId("pdf-viewer").getByRole("alert")).toHaveText(
    "PDF not found or deleted",
  );
});

test("the exact English texts", () => {
  const t = messages.en.pdf;
  expect([t.loading, t.notFound, t.defaultTitle, t.download, t.viewInBrowser, t.back]).toEqual([
    "Loading...",
    "PDF not found or deleted",
    "Menu PDF",
    "Download PDF",
    "View in Browser",
    "Back",
  ]);
});
