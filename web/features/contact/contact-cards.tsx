import type { ReactNode } from "react";
import { addressLines } from "@shared/restaurant.ts";
import { mapLinkUrl } from "@shared/restaurant-profile.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { ExternalLink } from "~/ui/external-link";
import { MailIcon, PhoneIcon, PinIcon } from "~/ui/icons";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article className="flex flex-col items-center rounded-3xl border border-saffron-100 bg-white p-8 text-center shadow-sm transition duration-300 hover:shadow-xl motion-safe:hover:-translate-y-2.5">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-saffron-100 text-spice-700">
        {icon}
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold text-spice-800">{title}</h2>
      <div className="mt-3 text-lg">{children}</div>
    </article>
  );
}

const actionClass =
  "mt-4 inline-block rounded-sm text-sm font-semibold text-spice-700 underline-offset-4 hover:underline";

/** Address, phone (a tel: link) and e-mail (a mailto: link), from the restaurant's configuration. */
export function ContactCards() {
  const { t } = useI18n();
  const { identity, address, contact, phone } = useProfile();
  const mapLink = mapLinkUrl(address);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-3 md:py-20 lg:px-8">
      <Card icon={<PinIcon width={26} height={26} />} title={t("contact.address")}>
        <address className="not-italic">
          {[identity.name, ...addressLines(address)].map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {mapLink && (
          <ExternalLink href={mapLink} className={actionClass}>
            {t("contact.route")}
          </ExternalLink>
        )}
      </Card>
      {phone && (
        <Card icon={<PhoneIcon width={26} height={26} />} title={t("contact.phone")}>
          <a
            href={phone.href}
            className="rounded-sm font-semibold text-ink-900 hover:text-spice-700"
          >
            {phone.display}
          </a>
          <p className="text-sm text-ink-900/70">{t("contact.call")}</p>
        </Card>
      )}
      {contact.email && (
        <Card icon={<MailIcon width={26} height={26} />} title={t("contact.email")}>
          <a
            href={`mailto:${contact.email}`}
            className="rounded-sm font-semibold break-all text-ink-900 hover:text-spice-700"
          >
            {contact.email}
          </a>
          <p className="text-sm text-ink-900/70">{t("contact.write")}</p>
        </Card>
      )}
    </div>
  );
}
