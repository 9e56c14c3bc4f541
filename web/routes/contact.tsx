import type { Route } from "./+types/contact";
import { ContactCards } from "~/features/contact/contact-cards";
import { pageMeta } from "~/features/seo/meta";
import { useI18n } from "~/shared/i18n/i18n";
import { PageHeading } from "~/shared/ui/page-heading";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "meta.contact", description: "meta.descriptions.contact" });

export default function Contact() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading kicker={t("visit.kicker")} title={t("contact.title")}>
        {t("contact.intro")}
      </PageHeading>
      <ContactCards />
    </>
  );
}
