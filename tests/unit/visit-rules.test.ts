import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createDailyVisitors } from "../../server/features/visits/daily-visitors.server.ts";
import {
  deviceOf,
  isCrawler,
  isSpeculative,
  sourceOf,
} from "../../server/features/visits/visit-rules.server.ts";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { I18nProvider } from "~/lib/i18n/i18n";

const OWN = ["restaurant.test"];
const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("the source of a visit", () => {
  it.each([
    [null, "direct"],
    ["https://www.google.com/", "google"],
    ["https://www.google.de/", "google"],
    ["https://www.google.com/maps/place/Masala+Haus", "google-maps"],
    ["https://maps.google.com/", "google-maps"],
    ["https://maps.app.goo.gl/abc", "google-maps"],
    ["android-app://com.google.android.apps.maps/", "google-maps"],
    ["https://l.instagram.com/", "instagram"],
    ["https://www.instagram.com/", "instagram"],
    ["https://m.facebook.com/", "facebook"],
    ["https://lm.facebook.com/", "facebook"],
    ["https://www.tripadvisor.de/", "other"],
    ["https://notgoogle.com/", "other"],
    ["not a url", "other"],
  ])("%s → %s", (referrer, source) => {
    expect(sourceOf(referrer, OWN)).toBe(source);
  });

  it("is none for a link within the site", () => {
    expect(sourceOf("https://restaurant.test/menu", OWN)).toBeUndefined();
  });
});

describe("the device class", () => {
  it("tells phones, tablets and desktops apart by the user agent", () => {
    expect(deviceOf(UA.iphone)).toBe("phone");
    expect(deviceOf(UA.android)).toBe("phone");
    expect(deviceOf(UA.ipad)).toBe("tablet");
    expect(deviceOf(UA.androidTablet)).toBe("tablet");
    expect(deviceOf(UA.windows)).toBe("desktop");
  });
});

describe("what is never counted", () => {
  it("crawlers, link previews and requests without a user agent", () => {
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "",
    ])
      expect(isCrawler(bot), bot).toBe(true);
    expect(isCrawler(UA.iphone)).toBe(false);
  });

  it("prefetches and prerenders", () => {
    expect(isSpeculative((n) => new Headers({ "sec-purpose": "prefetch" }).get(n))).toBe(true);
    expect(isSpeculative((n) => new Headers({ "sec-purpose": "prefetch;prerender" }).get(n))).toBe(
      true,
    );
    expect(isSpeculative((n) => new Headers({ purpose: "prefetch" }).get(n))).toBe(true);
    expect(isSpeculative(() => null)).toBe(false);
  });
});

describe("the day's visitors", () => {
  it("are told apart by address and user agent, and the set stops growing at its cap", () => {
    const visitors = createDailyVisitors(3);
    const key = (address: string, ua: string) => visitors.keyOf("2026-11-27", address, ua);
    expect(visitors.arrive(key("198.51.100.1", UA.iphone))).toBe(true);
    expect(visitors.arrive(key("198.51.100.1", UA.iphone))).toBe(false);
    expect(visitors.arrive(key("198.51.100.1", UA.windows))).toBe(true);
    expect(visitors.arrive(key("198.51.100.2", UA.windows))).toBe(true);
    for (let i = 0; i < 1000; i++) visitors.arrive(key(`10.0.${i >> 8}.${i & 255}`, UA.android));
    expect(visitors.size).toBe(3);
  });

  it("get another key the next day, and no key holds the address or user agent", () => {
    const visitors = createDailyVisitors();
    const today = visitors.keyOf("2026-11-27", "198.51.100.1", UA.iphone);
    expect(visitors.keyOf("2026-11-27", "198.51.100.1", UA.iphone)).toBe(today);
    const tomorrow = visitors.keyOf("2026-11-28", "198.51.100.1", UA.iphone);
    expect(tomorrow).not.toBe(today);
    expect(visitors.arrive(tomorrow)).toBe(true);
    expect(today).not.toContain("198.51");
  });
});

describe("the privacy policy", () => {
  // The policy reads the restaurant profile from the root route's data, as on the site: a new
  // restaurant's empty profile here.
  const render = (lang: "de" | "en", visitCounting: boolean) =>
    renderToStaticMarkup(
      createElement(RouterProvider, {
        router: createMemoryRouter([
          {
            id: "root",
            path: "/",
            element: createElement(I18nProvider, {
              lang,
              children: createElement(PrivacyPolicy, { lang, visitCounting }),
            }),
          },
        ]),
      }),
    );

  it("describes the counting while it is on: what, why, legitimate interest, no cookie, nothing personal", () => {
    const de = render("de", true);
    expect(de).toContain("Zählung der Besuche, ohne Cookies");
    expect(de).toContain("berechtigtes Interesse liegt darin, unser Angebot zu verbessern");
    expect(de).toContain("Es wird kein Cookie gesetzt");
    expect(de).toContain("keine IP-Adressen, keine Browserkennungen");
    const en = render("en", true);
    expect(en).toContain("Counting visits, without cookies");
    expect(en).toContain("legitimate interest is improving our offer");
  });

  it("says nothing about it while it is off", () => {
    for (const lang of ["de", "en"] as const) {
      const text = render(lang, false);
      expect(text).not.toMatch(/zählt|Zählung|counts visits|Counting visits/);
    }
    expect(render("de", false)).toContain(
      "Wir verwenden keine Analyse-, Tracking- oder Werbedienste und keine Social-Media-Plugins.",
    );
  });
});
