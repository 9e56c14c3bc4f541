import AxeBuilder from "@axe-core/playwright";
import { LOG_RETENTION_DAYS } from "../../../shared/log-retention.ts";
import { restaurant } from "../../support/demo-restaurant.ts";
import { PUBLIC_PAGES } from "../../../shared/site-pages.ts";
import { expect, LANGS, messages, open, test } from "./support";

for (const lang of LANGS) {
  test(`every page's footer links the legal notice and the privacy policy (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang].footer;
    for (const path of [...PUBLIC_PAGES, "/does-not-exist"]) {
      await page.goto(`${path}?lang=${lang}`);
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: t.legal });
      await expect(legal.getByRole("link", { name: t.impressum }), path).toHaveAttribute(
        "href",
        `/impressum?lang=${lang}`,
      );
      await expect(legal.getByRole("link", { name: t.privacy }), path).toHaveAttribute(
        "href",
        `/datenschutz?lang=${lang}`,
      );
    }
  });
}

test("without ?lang= the footer links are plain, and a click leads to the legal notice and the privacy policy", async ({
  page,
}) => {
  await open(page, "/menu");
  const legal = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: messages.de.footer.legal });
  await legal.getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
  await legal.getByRole("link", { name: "Datenschutz" }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    messages.de.legal.privacyHeading,
  );
});

test("the legal notice names everything § 5 DDG asks for, from the restaurant's configuration (de)", async ({
  page,
}) => {
  const response = await open(page, "/impressum");
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 2, name: "Angaben gemäß § 5 DDG" }),
  ).toBeVisible();
  const { legal, address } = restaurant;
  for (const text of [
    legal.operator,
    address.street,
    `${address.postalCode} ${address.city}`,
    legal.representatives,
    legal.registerCourt,
    legal.registerNumber,
    legal.vatId,
    legal.supervisoryAuthority,
    "Umsatzsteuer-Identifikationsnummer",
    "Registergericht",
  ]) {
    await expect(main, text).toContainText(text);
  }
  // The business identification number (§ 5 Abs. 1 Nr. 6 DDG), when the configuration has one.
  if (legal.economicId) {
    await expect(
      main.getByRole("heading", { level: 3, name: "Wirtschafts-Identifikationsnummer" }),
    ).toBeVisible();
    await expect(main).toContainText(legal.economicId);
  } else {
    await expect(main).not.toContainText("Wirtschafts-Identifikationsnummer");
  }
  await expect(main.getByRole("link", { name: restaurant.email })).toHaveAttribute(
    "href",
    `mailto:${restaurant.email}`,
  );
  await expect(main.getByRole("link", { name: restaurant.phone.display })).toHaveAttribute(
    "href",
    restaurant.phone.href,
  );
  // Consumer dispute resolution (§ 36 VSBG) and the demo values marked as such.
  await expect(main).toContainText("Verbraucherschlichtungsstelle");
  await expect(main).toContainText("§ 36");
  // The seeded demo restaurant's legal values are still demo values.
  await expect(main.getByTestId("demo-notice")).toContainText(
    `Hinweis: ${restaurant.demoNotice.de}`,
  );
});

test("the English legal notice is marked as a convenience translation and links the binding German text", async ({
  page,
}) => {
  await open(page, "/impressum?lang=en");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal notice");
  await expect(main.getByTestId("translation-notice")).toContainText("convenience translation");
  await expect(main).toContainText(restaurant.legal.vatId);
  await expect(main).toContainText("consumer arbitration board");
  await main.getByRole("link", { name: "deutsche Fassung" }).click();
  await expect(page).toHaveURL(/\/impressum\?lang=de$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
});

for (const lang of LANGS) {
  test(`the privacy policy describes what this site does: logs, language cookie, map after a click, rights (${lang})`, async ({
    page,
  }) => {
    const response = await open(page, `/datenschutz?lang=${lang}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      messages[lang].legal.privacyHeading,
    );
    const expected = {
      de: [
        "IP-Adresse",
        "nicht protokolliert",
        `nach spätestens ${LOG_RETENTION_DAYS} Tagen automatisch gelöscht`,
        "kein Cookie",
        "ein Jahr",
        "Local Storage",
        "OpenStreetMap Foundation",
        "Fastly, Inc. (San Francisco, USA)",
        "Übermittlung Ihrer Daten in die USA ist aber möglich",
        "EU-US Data Privacy Framework (Art. 45 DSGVO)",
        messages.de.visit.loadMap,
        "Art. 77 DSGVO",
        "Art. 21 DSGVO",
        "§ 25",
      ],
      en: [
        "IP address",
        "not logged",
        `deleted automatically after ${LOG_RETENTION_DAYS} days at the latest`,
        "no cookie",
        "one year",
        "local storage",
        "OpenStreetMap Foundation",
        "Fastly, Inc. (San Francisco, USA)",
        "But a transfer of your data to the USA is possible",
        "EU-US Data Privacy Framework (Art. 45 GDPR)",
        messages.en.visit.loadMap,
        "Art. 77 GDPR",
        "Art. 21 GDPR",
        "§ 25",
      ],
    }[lang];
    for (const text of [
      ...expected,
      "react-router-scroll-positions",
      restaurant.legal.operator,
      restaurant.legal.privacyEmail,
      restaurant.legal.hosting.name,
      restaurant.legal.emailProvider.name,
      restaurant.legal.emailProvider.address,
      restaurant.legal.dataProtectionAuthority.name,
    ]) {
      await expect(main, text).toContainText(text);
    }
    await expect(main.locator("code", { hasText: /^lang$/ }).first()).toBeVisible();
    for (const article of [15, 16, 17, 18, 20]) await expect(main).toContainText(`Art. ${article}`);
  });
}

for (const lang of LANGS) {
  test(`the legal pages have no WCAG 2 A/AA violations and no sideways scrolling (${lang})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of ["/impressum", "/datenschutz"]) {
      await page.goto(`${path}?lang=${lang}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(
        page.viewportSize()?.width,
      );
      await expect(page.locator("h1"), path).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    }
  });
}
