import { useEffect, useRef } from "react";
import type { SitePicture } from "@shared/contract/restaurant-pictures.ts";
import { BUILT_IN, widest } from "~/features/layout/site-pictures";
import { useReducedMotion } from "~/ui/use-reduced-motion";

export interface HeroBackdrop {
  /** The film's poster, or the still image that is the whole backdrop. */
  poster: string;
  videos: readonly { url: string; type: string }[];
}

/** The uploaded hero (a film with its poster, or a still alone), or the built-in film. */
export function heroBackdropOf(hero: SitePicture | null): HeroBackdrop {
  if (!hero) return { poster: BUILT_IN.heroPoster, videos: BUILT_IN.heroVideos };
  return { poster: widest(hero), videos: hero.video ? [hero.video] : [] };
}

/** The browser's data saver: a film of its own accord would spend the visitor's mobile data. */
const savesData = () =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** An idle moment of the browser (Safari has no requestIdleCallback: a short wait instead). */
const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 200),
  );

/**
 * The looping background film. It starts from script rather than `autoplay`: never for a visitor
 * who prefers reduced motion or saves data, and only once the browser is idle after hydrating,
 * so that decoding it competes neither with the poster nor with hydrating on a slow phone.
 */
export function HeroVideo({ backdrop }: { backdrop: HeroBackdrop }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reducedMotion || savesData()) {
      video.pause();
      return;
    }
    let cancelled = false;
    void idle().then(() => {
      if (cancelled) return;
      video.muted = true;
      // A browser may still refuse to play (power saving); the poster then stays.
      video.play().catch(() => {});
    });
    return () => {
      cancelled = true;
    };
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      poster={backdrop.poster}
      width="1280"
      height="720"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
      // Without script a browser shows a film's controls of its own accord: this one is a backdrop.
      className="absolute inset-0 size-full object-cover [@media(scripting:none)]:[&::-webkit-media-controls]:hidden"
    >
      {backdrop.videos.map((video) => (
        <source key={video.url} src={video.url} type={video.type} />
      ))}
    </video>
  );
}
