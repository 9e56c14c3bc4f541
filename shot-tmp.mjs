import { chromium } from "@playwright/test";
const [,, url, out, width = "1366", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
if (process.env.CLICK) { await page.getByRole("button", { name: process.env.CLICK }).or(page.getByRole("tab", { name: process.env.CLICK })).first().click(); await page.waitForTimeout(500); }
if (process.env.SCROLL) await page.locator(process.env.SCROLL).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out, fullPage: full === "1" && !process.env.SCROLL });
await browser.close();
