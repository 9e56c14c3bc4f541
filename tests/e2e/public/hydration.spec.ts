import type { Page } from "@playwright/test";
import { expect, LANGS, messages, navigation, open, test } from "./support";

/**
 * React hydrates the server's document in the browser. These tests catch a head or body that the
 * browser would draw differently from the server, or an error while hydrating. They alone wait for
 * hydration: the other public tests act on the server's HTML, as a visitor's first tap does.
 */

/** The head as a sorted list of what matters to browsers and crawlers, from the live page and from the server's HTML. */
async function heads(page: Page, path: string) {
  return page.evaluate(async (address) => {
    const describe = (head: HTMLHeadElement) =>
      [...head.children]
        // React's own hints for the first images are not the app's (web/entry.server.tsx).
        .filter((e) => !e.matches('link[rel="preload"][as="image"]'))
        // React Router's hints for the modules of the page first loaded: a page reached in the browser needs none.
        .filter((e) => !e.matches('link[rel="modulepreload"]'))
        .map((e) =>
          [
            e.tagName,
            e.getAttribute("rel"),
            e.getAttribute("name") ?? e.getAttribute("property"),
            e.getAttribute("href") ?? e.getAttribute("content"),
            e.getAttribute("hreflang"),
            e.textContent,
          ]
            .filter(Boolean)
            .join(" "),
        )
        .sort();
    const html = await (await fetch(address)).text();
    return {
      live: describe(document.head),
      server: describe(new DOMParser().parseFromString(html, "text/html").head),
    };
  }, path);
}

async function openHydrated(page: Page, path: string, lang: "de" | "en") {
  await open(page, path, lang);
  await page.locator("html[data-hydrated]").waitFor();
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // React reports a document it could not hydrate as it was sent on the console.
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  return errors;
}

for (const lang of LANGS) {
  test(`after hydration each page keeps the server's head and one copy of its body (${lang})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    for (const path of ["/", "/menu", "/middaydiscount", "/contact", "/impressum"]) {
      await openHydrated(page, path, lang);
      const { live, server } = await heads(page, path);
      expect(live).toEqual(server);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    }
    expect(errors).toEqual([]);
  });
}

test("moving to another page in the browser gives it the head the server would send", async ({
  page,
  phone,
}) => {
  const errors = watchErrors(page);
  await openHydrated(page, "/", "en");
  await (
    await navigation(page, phone, "en")
  )
    .getByRole("link", { name: messages.en.nav.menu })
    .click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/menu\?lang=en$/);
  const { live, server } = await heads(page, "/menu");
  expect(live).toEqual(server);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
