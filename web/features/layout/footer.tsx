import { LangFileLink, LangLink } from "~/lib/i18n/lang-link";
import { outboundPath } from "@shared/contract/visits.ts";
import { addressLines, restaurant } from "@shared/restaurant.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { useLogoSrc } from "./site-pictures";
import { ExternalLink } from "~/ui/external-link";
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TwitterIcon,
  YoutubeIcon,
} from "~/ui/icons";

/** The profiles do not exist yet, so the icons are shown but link nowhere. */
const SOCIAL = [
  { name: "Instagram", Icon: InstagramIcon },
  { name: "Facebook", Icon: FacebookIcon },
  { name: "Twitter", Icon: TwitterIcon },
  { name: "YouTube", Icon: YoutubeIcon },
] as const;

const linkClass = "rounded-sm text-cream-100 transition-colors hover:text-saffron-500";
const headingClass = "font-display text-lg font-semibold text-cream-50";

export function Footer() {
  const { t } = useI18n();
  const logoSrc = useLogoSrc();
  return (
    <footer className="below-fold bg-ink-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-3 font-display text-2xl font-semibold text-cream-50">
            <img src={logoSrc} width="40" height="40" alt="" className="size-10 object-contain" />
            {restaurant.name}
          </p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-cream-100/90">
            {t("footer.about")}
          </p>
          <ul
            aria-label={t("footer.social")}
            className="mt-6 flex gap-3"
            data-testid="social-placeholders"
          >
            {SOCIAL.map(({ name, Icon }) => (
              <li key={name}>
                <span
                  role="img"
                  aria-label={name}
                  title={t("footer.social")}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-cream-100/80"
                >
                  <Icon />
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={headingClass}>
              {t("footer.quickLinks")}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              <li>
                <LangLink to="/" className={linkClass}>
                  {t("nav.home")}
                </LangLink>
              </li>
              <li>
                <LangLink to="/menu" className={linkClass}>
                  {t("nav.menu")}
                </LangLink>
              </li>
              <li>
                <LangLink to="/about" className={linkClass}>
                  {t("nav.about")}
                </LangLink>
              </li>
            </ul>
          </nav>
          {/* A file, not a page: below the quick links, which name the site's pages. */}
          <p className="mt-4 text-sm">
            <LangFileLink href="/menu.pdf" className={linkClass}>
              {t("footer.menuPdf")}
            </LangFileLink>
          </p>
        </div>

        <nav aria-labelledby="footer-restaurant-links">
          <h2 id="footer-restaurant-links" className={headingClass}>
            {t("footer.restaurant")}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {(["pickup", "reservation", "voucher"] as const).map((key) => (
              <li key={key}>
                <ExternalLink href={outboundPath(key)} className={linkClass}>
                  {t(`nav.${key}`)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <PinIcon className="mt-0.5 shrink-0 text-saffron-500" />
              <span>
                {addressLines[0]}
                <br />
                {addressLines[1]}
              </span>
            </p>
            <p className="flex gap-2.5">
              <PhoneIcon className="shrink-0 text-saffron-500" />
              <a href={restaurant.phone.href} className={linkClass}>
                <span className="sr-only">{t("footer.phone")}: </span>
                {restaurant.phone.display}
              </a>
            </p>
            <p className="flex gap-2.5">
              <MailIcon className="shrink-0 text-saffron-500" />
              <a href={`mailto:${restaurant.email}`} className={`${linkClass} break-all`}>
                <span className="sr-only">{t("footer.email")}: </span>
                {restaurant.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 text-xs text-cream-100/80 sm:flex-row sm:justify-between lg:px-8">
          <p className="text-center">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {restaurant.name}.{" "}
            {t("footer.rights")}
          </p>
          {/* Every page links the legal notice (§ 5 DDG) and the privacy policy. */}
          <nav aria-label={t("footer.legal")}>
            <ul className="flex gap-6">
              <li>
                <LangLink to="/impressum" className={`${linkClass} inline-block py-1.5`}>
                  {t("footer.impressum")}
                </LangLink>
              </li>
              <li>
                <LangLink to="/datenschutz" className={`${linkClass} inline-block py-1.5`}>
                  {t("footer.privacy")}
                </LangLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
