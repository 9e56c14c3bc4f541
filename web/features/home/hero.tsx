import { LangLink } from "~/lib/i18n/lang-link";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { BUILT_IN, useSitePictures } from "~/features/layout/site-pictures";
import { HeroVideo, heroBackdropOf } from "./hero-video";
import { ReservationCard } from "./reservation-card";

/**
 * Full-screen opening of the home page: film, logo, the page's h1, tagline, the profile's hero
 * text (`text`, in the page's language) and the way to the menu.
 */
export function Hero({ text }: { text: string }) {
  const { lang, t } = useI18n();
  const pictures = useSitePictures();
  const logoSrc = pictures?.logo?.url ?? BUILT_IN.logo;
  const hero = pictures?.hero ?? null;
  const backdrop = heroBackdropOf(hero);
  const { identity } = useProfile();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-ink-900 text-cream-50"
    >
      {backdrop.videos.length > 0 ? (
        <HeroVideo backdrop={backdrop} />
      ) : (
        <img
          src={backdrop.poster}
          width="1280"
          height="720"
          alt={hero ? hero.alt[lang] : ""}
          data-testid="hero-still"
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-black/75 via-black/40 to-black/80"
      />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-12 px-4 pt-28 pb-20 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="text-center lg:text-left">
          <img
            src={logoSrc}
            width="112"
            height="112"
            alt=""
            fetchPriority="high"
            className="mx-auto size-20 object-contain md:size-28 lg:mx-0"
          />
          <h1
            id="hero-title"
            className="mt-6 font-display text-5xl font-semibold tracking-wide md:text-7xl"
          >
            {identity.name}
          </h1>
          <p className="mt-5 font-display text-xl text-saffron-100 italic md:text-2xl">
            {identity.tagline[lang]}
          </p>
          <p className="mx-auto mt-4 max-w-xl text-base text-cream-100 md:text-lg lg:mx-0">
            {text}
          </p>
          <LangLink
            to="/menu"
            className={`mt-9 ${buttonClasses({ variant: "accent", size: "large" })}`}
          >
            {t("hero.viewMenu")}
          </LangLink>
        </div>
        <ReservationCard />
      </div>
    </section>
  );
}
