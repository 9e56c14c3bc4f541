import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import type { VisitsReport } from "../../../shared/contract/visits.ts";
import { E2E_ADMIN } from "../../../playwright.config";
import { expect } from "./support";

/** The owner's token per server: a login checks a password, which takes its time on purpose. */
const tokens = new Map<string, Promise<string>>();

function tokenFor(request: APIRequestContext, baseURL: string): Promise<string> {
  let token = tokens.get(baseURL);
  if (!token) {
    token = request
      .post("/api/auth/login", { data: E2E_ADMIN })
      .then(async (res) => ((await res.json()) as { token: string }).token);
    tokens.set(baseURL, token);
  }
  return token;
}

/** The counts the admin's "Besuche" tab shows, read through its API as the owner. */
export async function visitCounts(request: APIRequestContext, baseURL: string) {
  const token = await tokenFor(request, baseURL);
  const res = await request.get("/api/visits?days=7", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const report = (await res.json()) as VisitsReport;
  const of = (list: VisitsReport["pages"], key: string) =>
    list.find((e) => e.key === key)?.count ?? 0;
  const today = report.series.at(-1)!;
  return {
    visitors: today.visitors,
    views: today.views,
    page: (path: string) => of(report.pages, path),
    source: (key: string) => of(report.sources, key),
    outbound: (key: string) => of(report.outbound, key),
  };
}

/**
 * A browser of its own, told apart from every other test's by its user agent: the tests of a
 * worker share one server, and its visitors are (address, user agent).
 */
export async function ownBrowser(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; userAgent?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    userAgent:
      options.userAgent ??
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visit/${Math.random().toString(36).slice(2)}`,
  });
  // The provider's pages are not part of this test: they answer here, not on the internet.
  await context.route("https://order.example.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Provider</title>" }),
  );
  return context;
}
