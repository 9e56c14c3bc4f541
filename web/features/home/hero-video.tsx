import { useEffect, useRef } from "react";
import { useReducedMotion } from "~/ui/use-reduced-motion";

export const HERO_POSTER = "/media/hero-poster.webp";

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
export function HeroVideo() {
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
      poster={HERO_POSTER}
      width="1280"
      height="720"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
      // Without script a browser shows a film's controls of its own accord: this one is a backdrop.
      className="absolute inset-0 size-full object-cover [@media(scripting:none)]:[&::-webkit-media-controls]:hidden"
    >
      <source src="/media/hero.webm" type="video/webm" />
      <source src="/media/hero.mp4" type="video/mp4" />
    </video>
  );
}
