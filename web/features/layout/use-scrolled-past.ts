import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled more than `threshold` pixels; the server renders the top of the page.
 * Reading the scroll position makes the browser lay the page out first, so the first look waits
 * for the next frame, which lays it out anyway, instead of forcing a layout while the page hydrates.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > threshold);
    const firstLook = requestAnimationFrame(read);
    window.addEventListener("scroll", read, { passive: true });
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener("scroll", read);
    };
  }, [threshold]);
  return past;
}
