import { useEffect, useRef } from "react";
import { useReducedMotion } from "~/shared/ui/use-reduced-motion";

export const HERO_POSTER = "/media/hero-poster.webp";

/**
 * The looping background film. It starts from script rather than `autoplay`, so a visitor who
 * prefers reduced motion never sees it move, and it does not compete with the poster (the
 * largest paint) while the page loads.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reducedMotion) {
      video.pause();
      return;
    }
    video.muted = true;
    // A browser may still refuse to play (power saving); the poster then stays.
    video.play().catch(() => {});
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
      className="absolute inset-0 size-full object-cover"
    >
      <source src="/media/hero.webm" type="video/webm" />
      <source src="/media/hero.mp4" type="video/mp4" />
    </video>
  );
}
