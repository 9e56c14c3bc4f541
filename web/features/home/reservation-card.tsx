import { outboundPath } from "@shared/outbound-links.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { ExternalLink } from "~/ui/external-link";
import { ClockIcon } from "~/ui/icons";

/** Large screens only: books a table at the provider's German-language reservation page. */
export function ReservationCard() {
  const { t } = useI18n();
  const { reservation } = useProfile().providers;
  if (!reservation) return null;
  return (
    <aside
      aria-labelledby="reservation-card-title"
      data-testid="reservation-card"
      className="hidden rounded-3xl border border-white/15 bg-ink-900/70 p-8 text-cream-50 shadow-2xl backdrop-blur-md lg:block motion-auto:animate-[fade-up_0.8s_ease-out_0.8s_both]"
    >
      <ClockIcon width={32} height={32} className="text-saffron-500" />
      <h2 id="reservation-card-title" className="mt-4 font-display text-2xl font-semibold">
        {t("hero.makeReservation")}
      </h2>
      <p className="mt-3 text-cream-100">{t("hero.clickToBook")}</p>
      <ExternalLink
        href={outboundPath("reservation")}
        className={`mt-6 ${buttonClasses({ variant: "accent", fullWidth: true })}`}
      >
        {t("hero.reserveNow")}
      </ExternalLink>
    </aside>
  );
}
