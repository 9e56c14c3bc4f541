import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";

// The catalogues name the weekdays themselves (no Intl while a page hydrates): they must say what Intl says.
describe("weekday names in the message catalogues", () => {
  it.each([
    ["de", "de-DE"],
    ["en", "en-GB"],
  ] as const)("%s names each weekday as Intl does in %s", (lang, locale) => {
    const { t } = createI18n(lang);
    const intl = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    const keys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
    // 7 January 2024 was a Sunday.
    keys.forEach((key, weekday) =>
      expect(t(`visit.weekdays.${key}`)).toBe(intl.format(Date.UTC(2024, 0, 7 + weekday))),
    );
  });
});
