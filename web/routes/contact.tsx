import { todayIso } from "@shared/opening-hours/index.ts";
import type { Route } from "./+types/contact";
import { ContactCards } from "~/features/contact/contact-cards";
import { pageMeta } from "~/features/seo/meta";
import { SpecialDaysList } from "~/features/visit/special-days-list";
import { useI18n } from "~/lib/i18n/i18n";
import { languageOfRequest } from "@shared/language-rule.ts";
import { pageSpecialDayOf } from "@shared/special-day-page.ts";
import { PageHeading } from "~/ui/page-heading";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.contact", description: "meta.descriptions.contact" });

/** Special days ahead, so a guest about to call or come by sees the closures too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayIso();
  const lang = languageOfRequest(request);
  const specialDays = await context.data.specialDays(today);
  return { today, specialDays: specialDays.map((day) => pageSpecialDayOf(day, lang)) };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading kicker={t("visit.kicker")} title={t("contact.title")}>
        {t("contact.intro")}
      </PageHeading>
      <ContactCards />
      <div className="mx-auto max-w-6xl px-4 pb-14 empty:hidden md:pb-20 lg:px-8">
        <SpecialDaysList
          days={loaderData.specialDays}
          today={loaderData.today}
          heading="h2"
          className="rounded-3xl border border-saffron-100 bg-white p-6 shadow-sm md:p-8"
        />
      </div>
    </>
  );
}
