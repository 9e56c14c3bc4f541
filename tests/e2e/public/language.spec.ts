import { expect, idle, messages, open, settled, test } from "./support";
import type { Page } from "@playwright/test";

async function switcher(page: Page, phone: boolean, lang: "de" | "en") {
  if (phone) await page.getByRole("button", { name: messages[lang].nav.openMenu }).click();
  return page.getByRole("group", { name: messages[lang].language.label }).filter({ visible: true });
}

const langCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "lang")?.value;

test("German by default, without any cookie", async ({ page }) => {
  await open(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(messages.de.meta.homeTitle.replace("{{name}}", "Masala Haus"));
  await expect(page.getByRole("link", { name: messages.de.hero.viewMenu })).toBeVisible();
  expect(await langCookie(page)).toBeUndefined();
});

test("switching to English translates the page and the menu data, and is remembered", async ({
  page,
  phone,
}) => {
  await open(page, "/menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.de.menu.title);
  await expect(page.getByTestId("dish").first()).toContainText("Gemüse-Samosas");

  const group = await switcher(page, phone, "de");
  await expect(group.getByRole("link", { name: "Deutsch" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(group.getByRole("link", { name: "English" }).locator("svg")).toBeVisible();
  await group.getByRole("link", { name: "English" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.en.menu.title);
  await expect(page.getByTestId("dish").first()).toContainText("Vegetable samosas");
  await expect(page.getByTestId("dish-price").first()).toHaveText(/^Price: €\d+\.\d\d$/);
  await expect(page).toHaveTitle(`${messages.en.meta.menu} | Masala Haus`);
  if (phone) await expect(page.locator("#mobile-menu")).toBeHidden();

  expect(await langCookie(page)).toBe("en");

  // The server renders the remembered language on the next visit.
  const html = await (await page.request.get("/menu", { headers: { cookie: "lang=en" } })).text();
  expect(html).toContain('<html lang="en"');
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.en.menu.title);

  // And back to German.
  const again = await switcher(page, phone, "en");
  await again.getByRole("link", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("dish").first()).toContainText("Gemüse-Samosas");
  expect(await langCookie(page)).toBe("de");
});

test("choosing the current language changes nothing and sets no cookie", async ({
  page,
  phone,
}) => {
  await open(page, "/");
  let dataRequests = 0;
  page.on("request", (r) => (dataRequests += r.url().includes(".data") ? 1 : 0));
  const group = await switcher(page, phone, "de");
  await group.getByRole("link", { name: "Deutsch" }).click();
  await settled(page);
  expect(dataRequests).toBe(0);
  expect(await langCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("an explicit ?lang=en is rendered by the server and dropped when the visitor switches", async ({
  page,
  phone,
}) => {
  await open(page, "/contact?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.en.contact.title);
  const group = await switcher(page, phone, "en");
  await group.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.de.contact.title);
});

test("a page fetches only its own language's texts, and the other one's before it shows it", async ({
  page,
  phone,
}) => {
  const catalogues: string[] = [];
  page.on("request", (r) => {
    const lang = /^\/assets\/(de|en)-[^/]+\.js$/.exec(new URL(r.url()).pathname)?.[1];
    if (lang) catalogues.push(lang);
  });
  await open(page, "/");
  await idle(page);
  expect(catalogues).toEqual(["de"]);

  // From here on, every text the page shows is a text: a message key never shows, not even briefly.
  await page.evaluate(() => {
    const shown: string[] = [];
    const isKey = (text: string | null) => /^[a-z]\w*(\.\w+)+$/.test(text?.trim() ?? "");
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === "characterData" ? [record.target] : [...record.addedNodes];
        for (const node of nodes) if (isKey(node.textContent)) shown.push(node.textContent ?? "");
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { keysShown: shown });
  });
  const group = await switcher(page, phone, "de");
  await group.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: messages.en.hero.viewMenu })).toBeVisible();
  await expect(page).toHaveTitle(messages.en.meta.homeTitle.replace("{{name}}", "Masala Haus"));
  expect(catalogues).toEqual(["de", "en"]);
  // Still the same document (the record lives in it): the switch ran in the page, not through the server.
  expect(
    await page.evaluate(() => (window as unknown as { keysShown: string[] }).keysShown),
  ).toEqual([]);
});
