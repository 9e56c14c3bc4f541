import { phoneDisplay } from "@shared/contract/restaurant-profile.ts";
import { restaurant as common } from "@shared/restaurant.ts";
import { hostOf, paragraphsOf } from "@shared/restaurant-profile.ts";
import { demoRestaurantProfile as demo } from "../../demo/restaurant-profile.ts";

/** The seeded demo restaurant as the pages show it: what the tests of a demo database expect. */
export const restaurant = {
  name: demo.identity.name,
  tagline: demo.identity.tagline,
  cuisine: demo.identity.cuisine.split(",").map((c) => c.trim()),
  priceRange: demo.identity.priceRange,
  address: { ...demo.address, country: "DE" },
  geo: { latitude: demo.address.latitude, longitude: demo.address.longitude },
  phone: { display: phoneDisplay(demo.contact.phone), href: `tel:${demo.contact.phone}` },
  email: demo.contact.email,
  links: {
    pickup: demo.providers.pickup,
    reservation: demo.providers.reservation,
    voucher: demo.providers.voucher,
  },
  orderingProvider: { name: demo.providers.providerName, host: hostOf(demo.providers.reservation) },
  social: demo.social,
  legal: {
    ...demo.legal,
    hosting: { name: demo.legal.hostingName, address: demo.legal.hostingAddress },
    emailProvider: { name: demo.legal.emailProviderName, address: demo.legal.emailProviderAddress },
    dataProtectionAuthority: common.dataProtectionAuthority,
  },
  texts: {
    hero: demo.texts.hero,
    about: { de: paragraphsOf(demo.texts.about.de), en: paragraphsOf(demo.texts.about.en) },
    story: { de: paragraphsOf(demo.texts.story.de), en: paragraphsOf(demo.texts.story.en) },
  },
  demoNotice: {
    de: "Diese Website zeigt ein fiktives Demo-Restaurant.",
    en: "This website shows a fictional demo restaurant",
  },
};
