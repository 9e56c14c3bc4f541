import { useEffect, useRef } from "react";

/**
 * A thin bar on the right edge that fills as the page is read. It writes the style directly on
 * scroll instead of through React state, so scrolling never re-renders the page.
 */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      if (barRef.current) barRef.current.style.transform = `scaleY(${progress})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // In the next frame, which lays the page out anyway: measuring now would force a layout mid-hydration.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  return (
    <div
      aria-hidden="true"
      data-testid="scroll-progress"
      className="pointer-events-none fixed top-0 right-0 bottom-0 z-40 w-1 bg-black/10 [@media(scripting:none)]:hidden"
    >
      <div
        ref={barRef}
        className="h-full w-full origin-top bg-gradient-to-b from-saffron-500 to-spice-700"
        style={{ transform: "scaleY(0)" }}
      />
    </div>
  );
}
