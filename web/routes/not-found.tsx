import { data } from "react-router";
import { LangLink } from "~/lib/i18n/lang-link";
import type { Route } from "./+types/not-found";
import { pageMeta } from "~/features/seo/meta";
import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { PageHeading } from "~/ui/page-heading";

// Any unknown address: answered with status 404, inside the site's header and footer.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "meta.notFound",
    description: "meta.descriptions.notFound",
    noindex: true,
  });

export default function NotFound() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading kicker="404" title={t("notFound.title")}>
        {t("notFound.text")}
      </PageHeading>
      <div className="flex flex-wrap justify-center gap-4 px-4 py-14">
        <LangLink to="/" className={buttonClasses({ variant: "primary" })}>
          {t("notFound.home")}
        </LangLink>
        <LangLink to="/menu" className={buttonClasses({ variant: "secondary" })}>
          {t("notFound.menu")}
        </LangLink>
      </div>
    </>
  );
}
