import { axeViolations, expect, onPhonesOf390px, openTab, test } from "./fixtures";

onPhonesOf390px();

const WORDS = {
  en: {
    tab: "Visits",
    visitors: "Visitors",
    views: "Page views",
    table: "Show as a table",
    previous: "the week before",
    sources: "Where visitors come from",
    qr: "Through the table cards' QR code",
    reservation: "Reservation",
  },
  de: {
    tab: "Besuche",
    visitors: "Besucher",
    views: "Seitenaufrufe",
    table: "Als Tabelle zeigen",
    previous: "der Vorwoche",
    sources: "Woher die Besucher kommen",
    qr: "Über den QR-Code der Tischaufsteller",
    reservation: "Reservierung",
  },
} as const;

for (const lang of ["de", "en"] as const) {
  const words = WORDS[lang];
  test.describe(`the visits tab in ${lang === "de" ? "German" : "English"}`, () => {
    test.use({ chosenLang: lang });

    test("shows the week's figures with the comparison, the chart and the same figures as a table, axe clean", async ({
      page,
      request,
    }) => {
      // A full-page axe run on a machine shared with other work.
      test.slow();
      // A click on the reservation link, as a browser makes it: it shows among the clicks.
      await request.get("/go/reservation", {
        maxRedirects: 0,
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36" },
      });
      await openTab(page, words.tab);
      const panel = page.getByRole("tabpanel", { name: words.tab });
      await expect(panel.getByRole("status")).toHaveCount(0);
      await expect(panel.getByText(words.visitors, { exact: true }).first()).toBeVisible();
      await expect(panel.getByText(words.previous).first()).toBeVisible();
      await expect(panel.getByRole("img", { name: /./ })).toBeVisible();
      await expect(panel.getByRole("heading", { name: words.sources })).toBeVisible();
      await expect(panel.getByText(words.qr)).toBeVisible();
      await expect(panel.getByText(words.reservation, { exact: true })).toBeVisible();

      await panel.getByText(words.table).click();
      const table = panel.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText([
        lang === "de" ? "Tag" : "Day",
        words.visitors,
        words.views,
      ]);
      // One row per day of the week, below the header.
      await expect(table.getByRole("row")).toHaveCount(8);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
