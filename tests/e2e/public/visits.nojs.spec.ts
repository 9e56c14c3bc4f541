import { expect, test } from "./support";
import { ownBrowser, visitCounts } from "./visit-counts";

test("without JavaScript, a click on the reservation link counts once and opens the provider", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await ownBrowser(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/contact`);
  const before = await visitCounts(request, baseURL!);
  const link = page.getByRole("contentinfo").getByRole("link", { name: /Reservierung/ });
  await expect(link).toHaveAttribute("target", "_blank");
  const popup = context.waitForEvent("page");
  await link.click();
  await expect(await popup).toHaveURL(/order\.example\.org\/.*reservierung/);
  await context.close();
  const after = await visitCounts(request, baseURL!);
  expect(after.outbound("reservation") - before.outbound("reservation")).toBe(1);
});
