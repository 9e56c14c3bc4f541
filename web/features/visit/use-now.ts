import { useEffect, useState } from "react";
import { wholeMinute } from "@shared/opening-hours/index.ts";

/** How often the open/closed badge looks at the clock again while the page stays open. */
export const NOW_REFRESH_MS = 30_000;

/**
 * The current time, to the minute (opening hours change on whole minutes). It starts at the
 * server's request minute, so the hydrated page matches the server's HTML, then follows the
 * visitor's clock every 30 seconds and whenever the tab becomes visible again; within the same
 * minute nothing renders again.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(wholeMinute(Date.now()));
    tick();
    const timer = setInterval(tick, NOW_REFRESH_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, []);
  return now;
}
