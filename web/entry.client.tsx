import { Fragment, options } from "preact";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "./shared/ui/hydrate-in-turn";

/*
 * The production build runs Preact in the browser in place of react-dom, and the server renders
 * with React (decision record 007). The settings below make Preact hydrate React's document; under
 * `npm run dev`, which keeps React in the browser, they are inert.
 */

// The root layout renders <html>; Preact renders into it, so it takes only the children.
const nextVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  nextVNodeHook?.(vnode);
};

// Effects run in a task right after rendering, as React's do, not after the next frame: frames
// stop in background tabs and under the fake clocks of tests.
options.requestAnimationFrame = (flush) => void nextTask().then(flush);

/**
 * HydratedRouter suspends until it has decoded the server's loader data. React suspends the whole
 * root meanwhile; Preact has no root-level suspense, so the entry waits for that decoding first.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

/**
 * Called once the data is decoded, HydratedRouter builds the router it keeps for the page, then
 * fails at its first hook outside a render; the render that follows finds the router built. (Had
 * building failed, that render builds again and reports the error.) React, under `npm run dev`,
 * would log the hook call, and needs no split.
 */
function buildRouter() {
  if (!import.meta.env.PROD) return;
  try {
    HydratedRouter({});
  } catch {
    // The hook outside a render, as expected.
  }
}

await routerDataDecoded();
// Decoding, building the router and hydrating are tasks of their own: one long task would hold
// up taps for their sum.
await nextTask();
buildRouter();
await nextTask();
// React's server renderer adds preload hints for the page's first responsive images to the head.
// The browser has requested those images by now, and the app does not render the hints, so they
// go: Preact pairs the head's elements with the rendered ones in order, tag by tag.
for (const hint of document.head.querySelectorAll('link[rel="preload"][as="image"]')) hint.remove();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
