import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * SPEC.md: the page scrolls to the top on every route change, back and forward included.
 * Links to an anchor (/#about) are left to the browser and React Router's scroll handling.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // The hash is read, not watched: only a change of route scrolls.
  }, [pathname]);
}
