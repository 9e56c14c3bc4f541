import type { Route } from "./+types/impressum";
import { Impressum } from "~/features/legal/impressum";
import { LegalDocument } from "~/features/legal/legal-document";
import { pageMeta } from "~/features/seo/meta";
import { useI18n } from "~/lib/i18n/i18n";

export async function loader({ context }: Route.LoaderArgs) {
  return { legal: (await context.data.profile()).legal };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.impressum", description: "meta.descriptions.impressum" });

/** Legal notice under § 5 DDG, from the restaurant's identity configuration. */
export default function ImpressumRoute() {
  const { lang, t } = useI18n();
  return (
    <LegalDocument
      lang={lang}
      kicker={t("legal.kicker")}
      title={t("meta.impressum")}
      intro={t("legal.impressumIntro")}
      germanPath="/impressum"
    >
      <Impressum lang={lang} />
    </LegalDocument>
  );
}
