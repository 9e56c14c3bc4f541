import type { Route } from "./+types/menu";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { menuStructuredData, pageMeta, type RootData } from "~/features/seo/meta";
import { MenuSection } from "~/features/menu/menu-section";
import { PageStructuredData } from "~/features/seo/page-structured-data";
import { withDishesOf } from "~/features/menu/menu-page-data";
import { menuPageData } from "@shared/menu-page.ts";
import { categoryOf } from "~/features/menu/menu-view";
import { holdsDishesOf, useWholeMenu } from "~/features/menu/use-whole-menu";
import { useI18n } from "~/lib/i18n/i18n";
import { LangFileLink } from "~/lib/i18n/lang-link";
import { languageOfRequest } from "@shared/language-rule.ts";
import { siteProfileOf } from "@shared/restaurant-profile.ts";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";

/**
 * The page's data carries the dishes of the category shown: a long menu's every dish made the
 * browser decode them all before the page could react (docs/performance.md, the long menu). The
 * structured data of the whole menu goes into the document alone (docs/decisions/037).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOfRequest(request);
  const menu = menuPageData(await context.data.menu(), lang);
  // The same document data the root loader reads, so the Menu names the restaurant as every page does.
  const root: RootData = {
    lang,
    siteUrl: context.siteUrl,
    profile: siteProfileOf(await context.data.profile()),
  };
  if (context.documentOnly)
    context.documentOnly.structuredData = () =>
      JSON.stringify(menuStructuredData([{ id: "root", loaderData: root }], menu));
  return { menu: withDishesOf(menu, categoryOf(new URL(request.url).searchParams)) };
}

/** Another category asks the loader for its dishes unless the browser holds them; the filter stays in the browser. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const next = categoryOf(args.nextUrl.searchParams);
  return next !== categoryOf(args.currentUrl.searchParams) && !holdsDishesOf(next)
    ? args.defaultShouldRevalidate
    : revalidateUnlessViewState(args);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.menu", description: "meta.descriptions.menu" });

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const categories = useWholeMenu(loaderData.menu);
  return (
    <>
      {/* The menu as schema.org Menu → MenuSection → MenuItem with offers, from the same data the page shows. */}
      <PageStructuredData />
      <MenuSection categories={categories} level={1} />
      <p className="bg-cream-100 pb-16 text-center">
        {/* A file, not a page: a plain link, so the browser opens the PDF itself. */}
        <LangFileLink
          href="/menu.pdf"
          className="font-semibold text-spice-700 underline underline-offset-4 hover:text-spice-800"
          data-testid="print-menu"
        >
          {t("menu.printMenu")}
        </LangFileLink>
      </p>
    </>
  );
}
