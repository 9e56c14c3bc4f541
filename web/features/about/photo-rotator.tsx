import { useCallback, useEffect, useState } from "react";
import { useI18n, type MessageKey } from "~/lib/i18n/i18n";
import { PauseIcon, PlayIcon } from "~/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";
import { useReducedMotion } from "~/ui/use-reduced-motion";
import { BUILT_IN, srcSetOf, useSitePictures } from "~/features/layout/site-pictures";

/** The about photo changes every 4000 ms across three images. */
export const ROTATE_MS = 4000;

const BUILT_IN_ALTS: readonly MessageKey[] = ["about.photo1", "about.photo2", "about.photo3"];
const SLOTS = ["about-1", "about-2", "about-3"] as const;

/** Each of the three places: its uploaded photo, or the built-in one with its built-in description. */
function usePhotos(): readonly { src: string; srcSet?: string; alt: string }[] {
  const { lang, t } = useI18n();
  const pictures = useSitePictures();
  return SLOTS.map((slot, i) => {
    const uploaded = pictures?.[slot];
    return uploaded
      ? { src: uploaded.url, srcSet: srcSetOf(uploaded), alt: uploaded.alt[lang] }
      : { src: BUILT_IN.about[i]!, alt: t(BUILT_IN_ALTS[i]!) };
  });
}

/**
 * Rotates through the photos in order and wraps. Each fades in once loaded, over a pulsing
 * placeholder (the server's first photo shows as it loads, without script too). It can be paused (WCAG 2.2.2) and stands still for reduced motion. The server
 * sends only the first photo: the others would compete with the first paint for bandwidth.
 * `first`: the photo is on the page's first screen, so its first image is fetched at once and
 * before the others, as the largest thing that screen paints.
 */
export function PhotoRotator({ first = false }: { first?: boolean }) {
  const { t } = useI18n();
  const photos = usePhotos();
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [loaded, setLoaded] = useState<readonly boolean[]>(() => SLOTS.map(() => false));
  const running = !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLOTS.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [running]);

  const markLoaded = useCallback(
    (i: number) => setLoaded((prev) => (prev[i] ? prev : prev.map((v, j) => v || j === i))),
    [],
  );

  return (
    <figure className="relative aspect-[4/5] w-full overflow-hidden rounded-[2rem] bg-saffron-100 shadow-2xl shadow-spice-800/20">
      {!loaded[index] && (
        <div
          data-testid="photo-placeholder"
          className="absolute inset-0 bg-saffron-100 motion-auto:animate-pulse"
        />
      )}
      {photos.map((photo, i) =>
        i !== index && !hydrated ? null : (
          <img
            key={photo.src}
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.srcSet ? "(min-width: 1024px) 36rem, 100vw" : undefined}
            width="800"
            height="1000"
            alt={photo.alt}
            aria-hidden={i !== index}
            loading={first && i === 0 ? "eager" : "lazy"}
            fetchPriority={first && i === 0 ? "high" : undefined}
            decoding="async"
            data-active={i === index}
            // An image can finish loading before React attaches its onLoad: check on mount too.
            ref={(img) => {
              if (img?.complete && img.naturalWidth > 0) markLoaded(i);
            }}
            onLoad={() => markLoaded(i)}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${i === index && (loaded[i] || !hydrated) ? "opacity-100" : "opacity-0"}`}
          />
        ),
      )}
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={running ? t("about.pause") : t("about.play")}
        disabled={reducedMotion}
        className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-ink-900/70 text-cream-50 backdrop-blur hover:bg-ink-900 disabled:hidden"
      >
        {running ? <PauseIcon /> : <PlayIcon />}
      </button>
    </figure>
  );
}
