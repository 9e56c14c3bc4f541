/**
 * Script source for a promise that settles once the browser has painted the page for the first
 * time. What a page fetches after it does not compete with the first paint for bandwidth on a
 * slow connection (decision record 019: the display face loads after the first paint). A browser
 * that cannot report paints gets a frame and a task instead, and a hidden tab, which never paints,
 * does not wait at all. Waiting for the report rather than a timer also keeps pages independent
 * of tests that install fake clocks.
 */
export const FIRST_PAINT = `new Promise((r) => {
  if (document.hidden) r();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((_, o) => (o.disconnect(), r())).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(r));
})`;
