import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The page scrolls to the top on every route change, back and forward included.
 * The first render is left alone (the browser placed the page), and so are links to an
 * anchor (/#about), which React Router scrolls to.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // The hash is read, not watched: only a change of route scrolls.
  }, [pathname]);
}
