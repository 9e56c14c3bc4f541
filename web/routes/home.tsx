import { utcOffsetMinutes, wholeMinute, yesterdayIso } from "@shared/opening-hours/index.ts";
import { restaurant } from "@shared/restaurant.ts";
import type { Route } from "./+types/home";
import { Hero } from "~/features/home/hero";
import { heroBackdropOf } from "~/features/home/hero-video";
import { data } from "react-router";
import { ScrollProgress } from "~/features/home/scroll-progress";
import { pageMeta } from "~/features/seo/meta";
import { menuPageData } from "@shared/menu-page.ts";
import { pageSpecialDayOf } from "@shared/special-day-page.ts";
import { pageTextsOf } from "@shared/restaurant-profile.ts";
import {
  AboutSection,
  MenuSection,
  useBelowTheFold,
  VisitSection,
} from "~/features/home/below-the-fold";
import { languageOfRequest } from "@shared/language-rule.ts";
import { Suspense } from "react";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOfRequest(request);
  const [menu, hours, specialDays, pictures, profile] = await Promise.all([
    context.data.menu(),
    context.data.openingHours(),
    context.data.specialDays(yesterdayIso()),
    context.data.pictures(),
    context.data.profile(),
  ]);
  // The request time lets the browser hydrate the open/closed badge exactly as the server drew it.
  // Hours change on whole minutes, so the minute is exact, and the page stays byte-identical
  // (one ETag, cheap 304s) within it. With the restaurant's offset from UTC at that minute the
  // browser needs no Intl to read the restaurant's clock while it hydrates.
  const now = wholeMinute(Date.now());
  const { poster } = heroBackdropOf(pictures.hero);
  return data(
    {
      texts: pageTextsOf(profile, lang, ["hero", "about"]),
      menu: menuPageData(menu, lang),
      hours,
      specialDays: specialDays.map((day) => pageSpecialDayOf(day, lang)),
      now,
      utcOffset: utcOffsetMinutes(new Date(now), restaurant.timeZone),
    },
    {
      headers: { Link: `<${poster}>; rel=preload; as=image; type="image/webp"; fetchpriority=low` },
    },
  );
}

export const shouldRevalidate = revalidateUnlessViewState;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { description: "meta.descriptions.home" });

// The poster is the hero's backdrop, not its largest paint (Chrome does not count a video's
// poster here; the hero's paragraph is the largest paint). Low priority keeps it from taking the
// slow connection from the stylesheet; the video element alone would ask for it at medium. A Link
// header, like React's image hints (web/entry.server.tsx), keeps the head to what the app renders;
// the loader names the poster, the uploaded one or the built-in.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const link = loaderHeaders.get("Link");
  return link ? { Link: link } : new Headers();
};

export default function Home({ loaderData }: Route.ComponentProps) {
  useBelowTheFold();
  return (
    <>
      <ScrollProgress />
      {/* Each section a Suspense boundary: React hydrates them one by one, the one tapped first,
          those below the first screen once their code has arrived. */}
      <Suspense>
        <Hero text={loaderData.texts.hero} />
      </Suspense>
      <Suspense>
        <AboutSection level={2} text={loaderData.texts.about} />
      </Suspense>
      <Suspense>
        <MenuSection categories={loaderData.menu} level={2} />
      </Suspense>
      <Suspense>
        <VisitSection
          hours={loaderData.hours}
          specialDays={loaderData.specialDays}
          serverNow={loaderData.now}
          serverUtcOffset={loaderData.utcOffset}
        />
      </Suspense>
    </>
  );
}
