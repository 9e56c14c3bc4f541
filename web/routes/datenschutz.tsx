import type { Route } from "./+types/datenschutz";
import { LegalDocument } from "~/features/legal/legal-document";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageMeta } from "~/features/seo/meta";
import { useI18n } from "~/lib/i18n/i18n";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.privacy", description: "meta.descriptions.privacy" });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    visitCounting: context.visitCounting === true,
    legal: (await context.data.profile()).legal,
  };
}

/** Privacy policy under the GDPR: what this site processes, and what it does not. */
export default function DatenschutzRoute({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  return (
    <LegalDocument
      lang={lang}
      kicker={t("legal.kicker")}
      title={t("legal.privacyHeading")}
      intro={t("legal.privacyIntro")}
      germanPath="/datenschutz"
    >
      <PrivacyPolicy lang={lang} visitCounting={loaderData.visitCounting} />
    </LegalDocument>
  );
}
