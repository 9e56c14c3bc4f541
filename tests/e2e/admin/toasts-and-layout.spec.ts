import { axeViolations, expect, openAdmin, openTab, ownerTabNames, test, toast } from "./fixtures";

test("toasts are announced by a live region and disappear after 3 seconds", async ({
  page,
  unique,
}) => {
  await page.clock.install();
  await openTab(page, "Categories");
  const live = page.locator('section[aria-live="polite"]');
  await expect(live).toHaveCount(1);

  // The page notes (on its own clock) when the toast appears, however slow the machine is.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector("[data-sonner-toast]")) {
        (window as unknown as { toastAt: number }).toastAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByLabel("English name").fill(unique("Toast"));
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(
    live.locator("[data-sonner-toast]").filter({ hasText: "Category added successfully" }),
  ).toBeVisible();
  const added = toast(page, "Category added successfully");

  // From here on only the test moves the page's clock: to 2.8 s after the toast appeared (its
  // own clock's reading, so however slow the machine is), which fails only if that has passed.
  const toastAt = await page.evaluate(() => (window as unknown as { toastAt: number }).toastAt);
  await page.clock.pauseAt(toastAt + 2800);
  await expect(added).toBeVisible();
  // 3 s, plus sonner's 200 ms exit animation.
  await page.clock.runFor(500);
  await expect(added).toHaveCount(0);
});

/** What the layout and accessibility checks click, in each language the admin speaks. */
const WORDS = {
  en: {
    tabs: ownerTabNames("en"),
    categories: "Categories",
    login: "Admin login",
    edit: /^Edit /,
    delete: /^Delete /,
  },
  de: {
    tabs: ownerTabNames("de"),
    categories: "Kategorien",
    login: "Admin-Anmeldung",
    edit: /^Bearbeiten /,
    delete: /^Löschen /,
  },
} as const;

for (const lang of ["en", "de"] as const) {
  const words = WORDS[lang];
  test.describe(`in ${lang === "en" ? "English" : "German"}`, () => {
    test.use({ chosenLang: lang });

    test("every tab fits the screen, its labels whole, with tap targets of at least 44 px", async ({
      page,
    }) => {
      // Eight tabs, each opened from a fresh load of the panel.
      test.slow();
      await openAdmin(page);
      for (const tab of words.tabs) {
        await openTab(page, tab);
        await expect(page.getByRole("tabpanel", { name: tab }).getByRole("status")).toHaveCount(0);
        const report = await page.evaluate(() => {
          const visible = (el: Element) => {
            const box = el.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.height > 0 &&
              !el.closest(".sr-only, dialog:not([open]), [data-sonner-toaster]")
            );
          };
          const small = [
            ...document.querySelectorAll(
              "button, [role=tab], select, input:not([type=checkbox]), textarea",
            ),
          ]
            .filter(visible)
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.height < 44 || box.width < 44)
            .map(
              ({ el, box }) =>
                `${el.tagName} "${(el as HTMLElement).innerText || el.getAttribute("aria-label") || ""}" ${Math.round(box.width)}x${Math.round(box.height)}`,
            );
          const smallCheckboxes = [...document.querySelectorAll("input[type=checkbox]")]
            .filter((el) => (el.closest("label")?.getBoundingClientRect().height ?? 0) < 44)
            .map((el) => el.closest("label")?.innerText ?? "checkbox");
          // A label wider than its button is cut off where the reader cannot see it.
          const clipped = [...document.querySelectorAll("button, [role=tab]")]
            .filter(visible)
            .filter((el) => el.scrollWidth > el.clientWidth)
            .map((el) => `${el.tagName} "${(el as HTMLElement).innerText}"`);
          return {
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            clipped,
            small,
            smallCheckboxes,
          };
        });
        expect(report.overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(report.clipped, `${tab}: labels cut off`).toEqual([]);
        expect(report.small, `${tab}: small tap targets`).toEqual([]);
        expect(report.smallCheckboxes, `${tab}: small checkboxes`).toEqual([]);
      }
    });

    test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
      test.describe("login", () => {
        test.use({ loggedIn: false });
        test("the login form", async ({ page }) => {
          await openAdmin(page);
          await expect(page.getByRole("heading", { name: words.login })).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      });

      // One test a tab: a full-page axe run over lists that grow with every other test's data
      // takes seconds on a phone, and the tabs run side by side.
      for (const tab of words.tabs) {
        test(`the tab ${tab}`, async ({ page }) => {
          await openAdmin(page);
          await openTab(page, tab);
          await expect(page.getByRole("tabpanel", { name: tab }).getByRole("status")).toHaveCount(
            0,
          );
          expect(await axeViolations(page), tab).toEqual([]);
        });
      }

      test("an open edit form and the confirmation dialog", async ({ page }) => {
        await openAdmin(page);
        await openTab(page, words.categories);
        await page.getByRole("button", { name: words.edit }).first().click();
        expect(await axeViolations(page), "category edit form").toEqual([]);
        await page.getByRole("button", { name: words.delete }).first().click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        expect(await axeViolations(page), "confirmation dialog").toEqual([]);
        await page.keyboard.press("Escape");
      });
    });
  });
}
