import { LangLink } from "~/lib/i18n/lang-link";
import { useI18n } from "~/lib/i18n/i18n";
import { paragraphsOf, type PageTexts } from "@shared/restaurant-profile.ts";
import { buttonClasses } from "~/ui/button";
import { srcSetOf, useSitePictures } from "~/features/layout/site-pictures";

export type StoryTexts = Pick<PageTexts, "story" | "storyQuote" | "storyQuoteBy">;

/** The founder's story in the page's language, ending with the way to the menu. */
export function StoryContent({ texts }: { texts: StoryTexts }) {
  const { lang, t } = useI18n();
  const photo = useSitePictures()?.story ?? null;
  const paragraphs = paragraphsOf(texts.story);
  // The quote stands after the first half of the story.
  const half = Math.ceil(paragraphs.length / 2);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 md:py-20">
      {photo && (
        <img
          src={photo.url}
          srcSet={srcSetOf(photo)}
          sizes="(min-width: 48rem) 48rem, 100vw"
          width="800"
          height="533"
          alt={photo.alt[lang]}
          data-testid="story-photo"
          className="mb-10 aspect-[3/2] w-full rounded-[2rem] object-cover shadow-xl"
        />
      )}
      <div className="space-y-6 text-lg leading-relaxed text-ink-900/85 first-letter:float-left first-letter:mr-3 first-letter:font-display first-letter:text-6xl first-letter:leading-none first-letter:text-spice-700">
        {paragraphs.slice(0, half).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {texts.storyQuote && (
        <figure className="my-12 border-l-4 border-saffron-500 pl-6">
          <blockquote className="font-display text-2xl text-spice-800 italic md:text-3xl">
            {texts.storyQuote}
          </blockquote>
          {texts.storyQuoteBy && (
            <figcaption className="mt-3 text-sm font-semibold tracking-wide text-ink-900/70 uppercase">
              {texts.storyQuoteBy}
            </figcaption>
          )}
        </figure>
      )}
      <div className="space-y-6 text-lg leading-relaxed text-ink-900/85">
        {paragraphs.slice(half).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-12 text-center">
        <LangLink to="/menu" className={buttonClasses({ variant: "primary", size: "large" })}>
          {t("story.cta")}
        </LangLink>
      </div>
    </article>
  );
}
