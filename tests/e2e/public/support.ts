import { expect, type Page, type TestInfo } from "@playwright/test";
import { test as base } from "../../support/e2e-server.ts";
import type { Lang } from "../../../shared/contract/common.ts";
import { de } from "../../../web/lib/i18n/messages/de.ts";
import { en } from "../../../web/lib/i18n/messages/en.ts";

export { expect };
export const messages = { de, en } as const;
export const LANGS: readonly Lang[] = ["de", "en"];

/** The phone project runs at 375 px, the desktop one at 1366 px. */
export const isPhone = (testInfo: TestInfo) => (testInfo.project.use.viewport?.width ?? 1366) < 768;

export const test = base.extend<{ phone: boolean }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  phone: async ({}, use, testInfo) => use(isPhone(testInfo)),
});

/**
 * Opens a page in a language (remembered choice, as the switcher leaves it). It does not wait for
 * React: every public interaction works from the server's HTML, so a test acts as soon as the
 * page is there, as a visitor's first tap does.
 */
export async function open(page: Page, path: string, lang?: Lang) {
  // Cookies do not depend on the port: this one reaches the worker's server, whichever it is.
  if (lang)
    await page
      .context()
      .addCookies([{ name: "lang", value: lang, domain: "127.0.0.1", path: "/" }]);
  return page.goto(path);
}

/**
 * Waits until the page has handled what is already under way: two rendering steps (scroll and
 * intersection observers report in them, React commits what they set) and then an idle moment
 * (where the page starts deferred work). Deterministic: it waits for the page, never for a time.
 */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
      ),
  );
}

/**
 * Waits as a visitor who looks at the page before acting does: until the page has loaded what
 * it asks for and then has nothing left to do. No hydration marker: what runs, runs by then.
 */
export async function idle(page: Page) {
  await page.waitForLoadState("networkidle");
  await settled(page);
}

/** The navigation that lists a route: the header on desktop, the slide-in menu on phones. */
export async function navigation(page: Page, phone: boolean, lang: Lang = "de") {
  if (!phone) return page.getByRole("navigation", { name: messages[lang].nav.main });
  await page.getByRole("button", { name: messages[lang].nav.openMenu }).click();
  return page.getByRole("navigation", { name: messages[lang].nav.mobile });
}
