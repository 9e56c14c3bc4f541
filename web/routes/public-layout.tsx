import { Suspense } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/public-layout";
import { AnnouncementBanner } from "~/features/announcements/announcement-banner";
import { Header } from "~/features/layout/header";
import { useScrollToTop } from "~/features/layout/use-scroll-to-top";
import { useI18n } from "~/lib/i18n/i18n";
import type { LayoutData } from "~/features/seo/meta";
import { languageOfRequest } from "@shared/language-rule.ts";
import { pageAnnouncementOf } from "@shared/announcement-page.ts";
import { pageSpecialDayOf } from "@shared/special-day-page.ts";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";
import { chunkComponent, useLoadedUnlessHydrating } from "~/lib/chunk-component";

// Below every page's content: its code comes after what the first screen needs.
const footer = chunkComponent(() => import("~/features/layout/footer").then((m) => m.Footer));
const Footer = footer.Component;

/**
 * Once per page load (not again on navigation between pages): the stored weekly hours and the
 * special days, from which every public page's schema.org Restaurant is built (see seo/meta),
 * and the announcements running today.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<LayoutData> {
  const lang = languageOfRequest(request);
  const [weekly, specialDays, announcements] = await Promise.all([
    context.data.openingHours(),
    context.data.specialDays(),
    context.data.announcements(),
  ]);
  return {
    weekly,
    specialDays: specialDays.map((day) => pageSpecialDayOf(day, lang)),
    announcements: announcements.map((announcement) => pageAnnouncementOf(announcement, lang)),
  };
}

export const shouldRevalidate = revalidateUnlessViewState;

/** Fixed header, the page, footer: the frame of every public page. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  useScrollToTop();
  useLoadedUnlessHydrating(footer);
  return (
    <div className="flex min-h-svh flex-col bg-cream-50 text-ink-900">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-saffron-500 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      {/* Suspense boundaries hydrate on their own: a tap on the header is served before the page. */}
      <Suspense>
        <Header />
      </Suspense>
      <AnnouncementBanner announcements={loaderData.announcements} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
