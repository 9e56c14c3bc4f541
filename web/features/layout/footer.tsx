import { LangFileLink, LangLink } from "~/lib/i18n/lang-link";
import { outboundPath } from "@shared/outbound-links.ts";
import { addressLines } from "@shared/restaurant.ts";
import type { SocialNetwork } from "@shared/restaurant-profile.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { useLogoSrc } from "./site-pictures";
import { ExternalLink } from "~/ui/external-link";
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TikTokIcon,
  TwitterIcon,
  YoutubeIcon,
} from "~/ui/icons";

/** Only the profiles the restaurant has set show an icon: none leads nowhere. */
const SOCIAL: readonly { network: SocialNetwork; name: string; Icon: typeof InstagramIcon }[] = [
  { network: "instagram", name: "Instagram", Icon: InstagramIcon },
  { network: "facebook", name: "Facebook", Icon: FacebookIcon },
  { network: "x", name: "X", Icon: TwitterIcon },
  { network: "youtube", name: "YouTube", Icon: YoutubeIcon },
  { network: "tiktok", name: "TikTok", Icon: TikTokIcon },
];

const linkClass = "rounded-sm text-cream-100 transition-colors hover:text-saffron-500";
const headingClass = "font-display text-lg font-semibold text-cream-50";

export function Footer() {
  const { t } = useI18n();
  const logoSrc = useLogoSrc();
  const profile = useProfile();
  const { identity, contact, phone, providers } = profile;
  const social = SOCIAL.filter(({ network }) => profile.social[network] !== "");
  const lines = addressLines(profile.address);
  const links = (["pickup", "reservation", "voucher"] as const).filter((key) => providers[key]);
  return (
    <footer className="bg-ink-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-3 font-display text-2xl font-semibold text-cream-50">
            <img src={logoSrc} width="40" height="40" alt="" className="size-10 object-contain" />
            {identity.name}
          </p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-cream-100/90">
            {t("footer.about")}
          </p>
          {social.length > 0 && (
            <ul aria-label={t("footer.social")} className="mt-6 flex gap-3">
              {social.map(({ network, name, Icon }) => (
                <li key={network}>
                  <ExternalLink
                    href={profile.social[network]}
                    aria-label={name}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-cream-100/80 hover:text-saffron-500"
                  >
                    <Icon />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
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
            {links.map((key) => (
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
                {lines.map((line, i) => (
                  <span key={line} className="block">
                    {i > 0 && " "}
                    {line}
                  </span>
                ))}
              </span>
            </p>
            {phone && (
              <p className="flex gap-2.5">
                <PhoneIcon className="shrink-0 text-saffron-500" />
                <a href={phone.href} className={linkClass}>
                  <span className="sr-only">{t("footer.phone")}: </span>
                  {phone.display}
                </a>
              </p>
            )}
            {contact.email && (
              <p className="flex gap-2.5">
                <MailIcon className="shrink-0 text-saffron-500" />
                <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
                  <span className="sr-only">{t("footer.email")}: </span>
                  {contact.email}
                </a>
              </p>
            )}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 text-xs text-cream-100/80 sm:flex-row sm:justify-between lg:px-8">
          <p className="text-center">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {identity.name}.{" "}
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
