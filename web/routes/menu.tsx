import type { Route } from "./+types/menu";
import { menuStructuredData, pageMeta } from "~/features/seo/meta";
import { MenuSection } from "~/features/menu/menu-section";
import { menuPageData } from "~/features/menu/menu-page-data";
import { useI18n } from "~/lib/i18n/i18n";
import { LangFileLink } from "~/lib/i18n/lang-link";
import { languageOfRequest } from "@shared/language-rule.ts";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { menu: menuPageData(await context.data.menu(languageOfRequest(request))) };
}

export const shouldRevalidate = revalidateUnlessViewState;

// The menu as schema.org Menu → MenuSection → MenuItem with offers, from the same data the page shows.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "meta.menu",
    description: "meta.descriptions.menu",
    jsonLd: loaderData ? [menuStructuredData(matches, loaderData.menu)] : [],
  });

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <MenuSection categories={loaderData.menu} level={1} />
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
