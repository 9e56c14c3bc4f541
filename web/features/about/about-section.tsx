import { LangLink } from "~/lib/i18n/lang-link";
import { useInView } from "react-intersection-observer";
import { useI18n } from "~/lib/i18n/i18n";
import { ArrowRightIcon } from "~/ui/icons";
import { SectionHeading } from "~/ui/section-heading";
import { useHydrated } from "~/ui/use-hydrated";
import { useReducedMotion } from "~/ui/use-reduced-motion";
import { paragraphsOf } from "@shared/restaurant-profile.ts";
import { PhotoRotator } from "./photo-rotator";

/**
 * The about section (anchor `about`): the home page's second section and the whole /about page.
 * On the home page its content slides in once, when it is 100 px inside the viewport. The
 * server's HTML shows it in place, so nothing is hidden before the script runs or for reduced
 * motion. As the /about page it is the first screen: it stays as first painted, and its photo
 * is fetched at once, not hidden and shown again once React runs. `text` is the profile's about
 * text in the page's language, which the page's loader sends.
 */
export function AboutSection({ level, text }: { level: 1 | 2; text: string }) {
  const { t } = useI18n();
  const paragraphs = paragraphsOf(text);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: "0px 0px -100px 0px" });
  const waiting = level === 2 && hydrated && !reducedMotion && !inView;

  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className={`scroll-mt-16 overflow-x-clip bg-cream-50 md:scroll-mt-20 ${level === 1 ? "pt-28 pb-20 md:pt-36 md:pb-28" : "below-fold py-20 md:py-28"}`}
    >
      <div
        ref={ref}
        data-in-view={!waiting}
        className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-[5fr_6fr] lg:gap-20 lg:px-8"
      >
        <div
          className={`mx-auto w-full max-w-md transition-all duration-800 ease-out lg:max-w-none ${waiting ? "-translate-x-10 opacity-0" : ""}`}
        >
          <PhotoRotator first={level === 1} />
        </div>
        <div
          className={`transition-all delay-200 duration-800 ease-out ${waiting ? "translate-x-10 opacity-0" : ""}`}
        >
          <SectionHeading level={level} id="about-title" kicker={t("about.kicker")} align="start">
            {t("about.ourCulinaryJourney")}
          </SectionHeading>
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-900/85">
            {paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <LangLink
            to="/our-story"
            className="group mt-8 inline-flex items-center gap-2 rounded-sm font-semibold text-spice-700 hover:text-spice-800"
          >
            {t("about.discoverOurStory")}
            <ArrowRightIcon className="transition-transform group-hover:translate-x-1" />
          </LangLink>
        </div>
      </div>
    </section>
  );
}
