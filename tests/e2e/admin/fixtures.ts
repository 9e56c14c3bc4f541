import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import type { Lang } from "@shared/contract/common.ts";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import { LANG_COOKIE } from "@shared/language-rule.ts";
import type { Role } from "@shared/contract/roles.ts";
import type { InviteCreatedWire } from "@shared/contract/team-wire.ts";
import { translate, type TextParams } from "@shared/translate.ts";
import type { AdminMessageKey } from "~/features/admin/i18n/admin-i18n";
import { adminDe } from "../../../web/features/admin/i18n/messages.de.ts";
import { adminEn } from "../../../web/features/admin/i18n/messages.en.ts";
import { E2E_ADMIN } from "../../../playwright.config";
import { test as base } from "../../support/e2e-server.ts";

export { expect };
export { pngImage, tinyPdf } from "../../support/files.ts";

/**
 * An owner's tabs in the panel's order, by their keys in the admin catalogues; a manager has all
 * but the team. The specs that list or walk the tabs share this list.
 */
export const OWNER_TABS = [
  "today",
  "categories",
  "dishes",
  "openingHours",
  "menuImages",
  "restaurant",
  "history",
  "visits",
  "team",
] as const;

/** The owner's tab names as the panel shows them in this language. */
export const ownerTabNames = (lang: Lang): string[] =>
  OWNER_TABS.map((tab) => adminText(lang)(`panel.tabs.${tab}`));

/** Both languages of the admin, for tests that run once in each. */
export const ADMIN_LANGS = ["de", "en"] as const satisfies readonly Lang[];

/** The admin's text in this language from its catalogue, as the panel shows it: `adminText("de")("panel.logout")`. */
export function adminText(lang: Lang) {
  const catalogue = lang === "de" ? adminDe : adminEn;
  return (key: AdminMessageKey, params?: TextParams) => translate(catalogue, key, params);
}

/**
 * The phone the admin is checked on (390 × 844, as an iPhone 12 to 15) in the phone project; other
 * specs keep the project's 375 px. Call it at the top of a spec file.
 */
export function onPhonesOf390px() {
  test.beforeEach(async ({ page }, testInfo) => {
    const size = screenOf(testInfo);
    if (size) await page.setViewportSize(size);
  });
}

/** The screen a spec using onPhonesOf390px() gives a second device, or undefined for the project's own. */
export function screenOf(testInfo: TestInfo): { width: number; height: number } | undefined {
  return testInfo.project.name === "admin-phone" ? { width: 390, height: 844 } : undefined;
}

/**
 * A second person on a device of their own: the project's screen (390 px on a phone), no token,
 * and in English the language chosen once with the switch; in German none chosen, the default.
 */
export async function otherDevice(
  browser: Browser,
  baseURL: string,
  testInfo: TestInfo,
  lang: Lang,
): Promise<Page> {
  const size = screenOf(testInfo);
  const context = await browser.newContext({
    ...(size ? { viewport: size } : {}),
    storageState: { cookies: lang === "en" ? [languageCookie(baseURL, "en")] : [], origins: [] },
  });
  return context.newPage();
}

function languageCookie(baseURL: string, lang: Lang) {
  const url = new URL(baseURL);
  return {
    name: LANG_COOKIE,
    value: lang,
    domain: url.hostname,
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  };
}

/** Talks to the admin server's API directly, to set up and check data around a UI flow. */
export interface AdminApi {
  token: string;
  get<T>(path: string): Promise<T>;
  json<T>(method: "POST" | "PUT", path: string, body: unknown): Promise<T>;
  form<T>(
    method: "POST" | "PUT",
    path: string,
    multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<T>;
  del(path: string): Promise<void>;
}

export async function apiLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Makes single API calls fail, as a broken server would, without the server ever seeing them. */
export interface ApiFaults {
  /** The next call with this method whose path (and query) matches answers `status` with `body`, or an empty body. */
  once(method: Method, path: RegExp, status?: number, body?: unknown): void;
  /** Every such call fails until the returned function is called. */
  always(method: Method, path: RegExp, status?: number, body?: unknown): () => void;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface Fixtures {
  /** Whether the page starts with a valid token in local storage (default) or none. */
  loggedIn: boolean;
  /**
   * The language the person chose once with the switch, remembered in the language cookie:
   * English by default, so these tests read the product's exact English texts; null for
   * someone who never chose, who gets the admin in German.
   */
  chosenLang: Lang | null;
  api: AdminApi;
  /** A name no other test (or project) uses, for the data a test creates. */
  unique: (label: string) => string;
  faults: ApiFaults;
  /** Adds a category through the API (German name: the name plus " DE"). */
  newCategory: (name: string, position?: number) => Promise<CategoryWire>;
  /** A member of the team with this role, invited by the owner through the API and accepted: e-mail, password and a signed-in token. */
  newMember: (role: Role, name: string) => Promise<Member>;
}

export interface Member {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Opens the admin as this member, signed in on this page (its token in local storage, as after a login). */
export async function signInAs(page: Page, member: Member) {
  await page.addInitScript((token) => window.localStorage.setItem("token", token), member.token);
}

export const test = base.extend<Fixtures>({
  loggedIn: [true, { option: true }],
  chosenLang: ["en", { option: true }],

  // Its own request context: the built-in `request` fixture is made from the context options,
  // and the token for those (storageState) comes from here.
  api: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const token = await apiLogin(request);
    const headers = { authorization: `Bearer ${token}` };
    const check = async (res: Awaited<ReturnType<APIRequestContext["get"]>>) => {
      expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
      return res.status() === 204 ? undefined : await res.json();
    };
    await use({
      token,
      get: async <T>(path: string) => (await check(await request.get(path, { headers }))) as T,
      json: async <T>(method: string, path: string, body: unknown) =>
        (await check(await request.fetch(path, { method, headers, data: body }))) as T,
      form: async <T>(method: string, path: string, multipart: Parameters<AdminApi["form"]>[2]) =>
        (await check(await request.fetch(path, { method, headers, multipart }))) as T,
      del: async (path) => void (await check(await request.delete(path, { headers }))),
    });
    await request.dispose();
  },

  // The panel reads its token from local storage; a fresh login per test keeps tests independent.
  storageState: async ({ loggedIn, chosenLang, api, baseURL }, use) => {
    const cookies = chosenLang ? [languageCookie(baseURL as string, chosenLang)] : [];
    const origins = loggedIn
      ? [{ origin: baseURL as string, localStorage: [{ name: "token", value: api.token }] }]
      : [];
    await use({ cookies, origins });
  },

  // One route for the whole test: adding and removing routes while requests are in flight
  // can leave a request hanging in Chromium.
  faults: async ({ page }, use) => {
    const rules: { method: string; path: RegExp; status: number; body: unknown; once: boolean }[] =
      [];
    await page.route(/\/api\//, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const index = rules.findIndex(
        (rule) => rule.method === request.method() && rule.path.test(url.pathname + url.search),
      );
      const rule = rules[index];
      if (!rule) return route.fallback();
      if (rule.once) rules.splice(index, 1);
      await route.fulfill(
        rule.body === undefined
          ? { status: rule.status, body: "" }
          : { status: rule.status, json: rule.body },
      );
    });
    await use({
      once: (method, path, status = 500, body) =>
        void rules.push({ method, path, status, body, once: true }),
      always: (method, path, status = 500, body) => {
        const rule = { method, path, status, body, once: false };
        rules.push(rule);
        return () => void rules.splice(rules.indexOf(rule), 1);
      },
    });
  },

  newCategory: async ({ api }, use) => {
    await use((name, position = 0) =>
      api.json<CategoryWire>("POST", "/api/categories", {
        name_en: name,
        name_de: `${name} DE`,
        position,
      }),
    );
  },

  newMember: async ({ api, playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(async (role, name) => {
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@masala-haus.example`;
      const password = "member-password-123";
      const invite = await api.json<InviteCreatedWire>("POST", "/api/team/invites", {
        email,
        name,
        role,
      });
      const res = await request.post("/api/auth/invite", {
        data: { token: new URL(invite.inviteUrl).searchParams.get("token"), password },
      });
      expect(res.status(), await res.text()).toBe(201);
      return { name, email, password, token: ((await res.json()) as { token: string }).token };
    });
    await request.dispose();
  },

  // Playwright reads fixture dependencies from the destructuring pattern, so it must be there.
  // eslint-disable-next-line no-empty-pattern
  unique: async ({}, use, testInfo) => {
    let n = 0;
    const run = `${testInfo.project.name === "admin-phone" ? "P" : "D"}${Date.now().toString(36).slice(-5)}`;
    await use((label) => `${label} ${run}${++n}`);
  },
});

/**
 * Opens /admin and waits, as staff do, until the loading screen has given way to the login form
 * or the panel. On a phone the panel opens on "Today"; the tests written for the editing tabs
 * then go to the categories, where a wide screen opens.
 */
export async function openAdmin(page: Page) {
  await page.goto("/admin");
  await expect(page.locator("main[aria-busy=true]")).toHaveCount(0);
  const today = page.getByRole("tab", { name: /^(Today|Heute)$/ });
  if ((await today.count()) > 0 && (await today.getAttribute("aria-selected")) === "true")
    await page.getByRole("tab", { name: /^(Categories|Kategorien)$/ }).click();
}

/** Opens the Dishes tab's form with "New dish" (it starts closed, below the category selection) and returns it. */
export async function openDishForm(page: Page, lang: Lang = "en"): Promise<Locator> {
  await page.getByRole("button", { name: lang === "en" ? "New dish" : "Neues Gericht" }).click();
  return page.getByRole("region", { name: lang === "en" ? /^Add dish/ : /^Gericht anlegen/ });
}

/** Opens a tab by its name in the admin's language: "Categories" in English, "Kategorien" in German. */
export async function openTab(page: Page, name: string) {
  await openAdmin(page);
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** The Dishes tab's words the helpers below look for, in the admin's two languages. */
const DISHES_TAB = {
  en: {
    selection: "Category selection",
    category: "Category",
    list: /^(Dishes in|All dishes)/,
    listIn: (name: string) => `Dishes in ${name}`,
  },
  de: {
    selection: "Kategorie wählen",
    category: "Kategorie",
    list: /^(Gerichte in|Alle Gerichte)/,
    listIn: (name: string) => `Gerichte in ${name}`,
  },
} satisfies Record<Lang, unknown>;

/** The Dishes tab's category picker. */
export const categorySelect = (page: Page, lang: Lang = "en") =>
  page
    .getByRole("region", { name: DISHES_TAB[lang].selection })
    .getByLabel(DISHES_TAB[lang].category);

/** Chooses a category on the Dishes tab and waits for its dishes. */
export async function chooseCategory(page: Page, name: string, lang: Lang = "en") {
  await categorySelect(page, lang).selectOption({ label: name });
  await expect(page.getByRole("heading", { name: DISHES_TAB[lang].listIn(name) })).toBeVisible();
}

/** A dish's row in the Dishes tab's list. */
export const dishRow = (page: Page, title: string, lang: Lang = "en") =>
  page
    .getByRole("region", { name: DISHES_TAB[lang].list })
    .getByRole("listitem")
    .filter({ hasText: title });

/** A toast with this text (sonner marks each toast with data-sonner-toast). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Answers the confirmation dialog with the keyboard. */
export async function answerConfirm(
  page: Page,
  question: string,
  answer: "confirm" | "cancel",
  cancelLabel = "Cancel",
) {
  const dialog = page.getByRole("alertdialog", { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: cancelLabel })).toBeFocused();
  if (answer === "cancel") await page.keyboard.press("Escape");
  else {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
  }
  await expect(dialog).toBeHidden();
}

/** What axe (WCAG 2.2 AA) finds on the page, or within `selector`, one line per rule. */
export async function axeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ]);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
