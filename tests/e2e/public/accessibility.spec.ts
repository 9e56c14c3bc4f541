import AxeBuilder from "@axe-core/playwright";
import { expect, LANGS, open, test } from "./support";

const PAGES = ["/", "/menu", "/contact", "/middaydiscount", "/our-story", "/does-not-exist"];

for (const lang of LANGS) {
  test(`no WCAG 2 A/AA violations (contrast included) on the public pages (${lang})`, async ({
    page,
  }) => {
    // Six pages, each loaded and analysed in full: about 12 s alone, near 30 s beside other tests on two cores.
    test.slow();
    // Reduced motion shows every section in its final state, so contrast is measured on it.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of PAGES) {
      await open(page, path, lang);
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
