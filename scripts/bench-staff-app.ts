/**
 * The staff's admin on a phone beside the public menu, in one Chromium, in turns, so that a busy
 * moment of the shared host weighs on both alike. The profile: a 390 px phone, 150 ms round
 * trips, 1.6 Mbit/s, the processor slowed four times (Chromium's DevTools throttling).
 *
 * - the public `/menu`: from the navigation until its first dish card is drawn;
 * - the admin, signed in, on a first visit (nothing kept) and on a repeat visit (its service
 *   worker keeps the page and code): until "Heute" draws its first "Ausverkauft" button;
 * - a tap on that button until its confirmation is drawn (then a tap on "Wieder da" puts it back).
 */
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";

const PHONE = { width: 390, height: 844 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
export const STAFF_APP_TARGETS = { firstVisit: 1.8, repeatVisit: 1.0, tapMs: 500 };

/** Records, from the navigation's start, when the first element matching the test is drawn. */
const DRAWN = `(() => {
  window.__benchDrawn = (selector, text) => new Promise((resolve) => {
    const found = () => [...document.querySelectorAll(selector)].some((el) => !text || el.textContent === text);
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    if (found()) return done();
    const observer = new MutationObserver(() => {
      if (found()) { observer.disconnect(); done(); }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
  window.__benchFirst = {
    dish: window.__benchDrawn("[data-testid=dish]", ""),
    soldOut: window.__benchDrawn("button", "Ausverkauft"),
  };
})();`;

export interface StaffAppFigures {
  menuFirstMs: number;
  menuRepeatMs: number;
  adminFirstMs: number;
  adminRepeatMs: number;
  tapMs: number[];
}

async function phone(browser: Browser, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: "de-DE",
    serviceWorkers: "allow",
  });
  await context.addInitScript(DRAWN);
  if (token) await context.addInitScript((t) => window.localStorage.setItem("token", t), token);
  return context;
}

/** A page of the context with the profile's network and processor. */
async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

async function visit(page: Page, url: string, what: "dish" | "soldOut"): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  return page.evaluate(
    (name) =>
      (window as unknown as { __benchFirst: Record<string, Promise<number>> }).__benchFirst[name]!,
    what,
  );
}

/** From the finger's touch until the toast that confirms it is drawn. */
async function tap(page: Page, label: string): Promise<number> {
  const measured = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = window as unknown as {
          __benchDrawn: (selector: string, text: string) => Promise<number>;
        };
        let touched = 0;
        document.addEventListener("pointerdown", () => (touched = performance.now()), {
          capture: true,
          once: true,
        });
        void w.__benchDrawn("[data-sonner-toast]", "").then((drawn) => resolve(drawn - touched));
      }),
  );
  await page
    .getByRole("button", { name: new RegExp(`^${label}: `) })
    .first()
    .tap();
  const ms = await measured;
  // The toast goes before the next tap, so the next measure sees its own.
  await page.locator("[data-sonner-toast]").waitFor({ state: "detached", timeout: 10_000 });
  return ms;
}

/** One round: the menu and the admin, each first and then again, and two taps. */
async function round(browser: Browser, base: string, token: string): Promise<StaffAppFigures> {
  const menuContext = await phone(browser);
  const adminContext = await phone(browser, token);
  try {
    const menu = await throttled(menuContext);
    const admin = await throttled(adminContext);
    const menuFirstMs = await visit(menu, `${base}/menu`, "dish");
    const adminFirstMs = await visit(admin, `${base}/admin`, "soldOut");
    // The worker has kept the page and code once it controls the page.
    await admin.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const menuRepeatMs = await visit(menu, `${base}/menu`, "dish");
    const adminRepeatMs = await visit(admin, `${base}/admin`, "soldOut");
    const tapMs = [await tap(admin, "Ausverkauft"), await tap(admin, "Wieder da")];
    return { menuFirstMs, menuRepeatMs, adminFirstMs, adminRepeatMs, tapMs };
  } finally {
    await menuContext.close();
    await adminContext.close();
  }
}

/** `runs` rounds in one Chromium; the caller takes the medians. */
export async function staffAppRuns(
  chromiumPath: string,
  base: string,
  token: string,
  runs: number,
): Promise<StaffAppFigures[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    // Once unmeasured, so that no round pays for the server's first renders.
    for (const page of ["/menu", "/admin", "/admin-sw.js"]) await (await fetch(base + page)).text();
    const rounds: StaffAppFigures[] = [];
    for (let i = 0; i < runs; i++) rounds.push(await round(browser, base, token));
    return rounds;
  } finally {
    await browser.close();
  }
}
