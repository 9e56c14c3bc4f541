import { Suspense, useEffect, type ReactNode } from "react";

/*
 * Preact hydrates a page in one go, and on a slow phone one long task keeps taps waiting (Total
 * Blocking Time). A part wrapped in <HydrateInTurn> suspends while the page first hydrates and
 * hydrates in a task of its own afterwards; the server's HTML stays in place and readable
 * meanwhile. Later renders (client navigation) are not held back.
 */

const released = new Set<string>();
const waiting = new Map<string, Promise<void>>();
let rootHydrated = false;

/** A task of its own, unlike a microtask; unlike a timer, not held back by background tabs or fake clocks. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

const firstHydration = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === undefined;

let allHydrated: () => void = () => {};
const pageHydrated = typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (allHydrated = resolve));

/** Resolves once the whole page is hydrated: work that can wait should not compete with hydrating. */
export function whenPageHydrated(): Promise<void> {
  return pageHydrated;
}

/** Tests and scripts wait for this marker: a click on server HTML before it is hydrated would be lost. */
function markWhenAllHydrated() {
  if (!rootHydrated || waiting.size !== released.size) return;
  document.documentElement.dataset.hydrated = "true";
  allHydrated();
}

/**
 * The root's part of the page is hydrated; the marker follows once every deferred part is too.
 * (React, which `npm run dev` keeps in the browser, hydrates Suspense boundaries after the root
 * by itself, so there the parts never wait and the marker comes with the root.)
 */
export function useMarkHydrated() {
  useEffect(() => {
    rootHydrated = true;
    markWhenAllHydrated();
  }, []);
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    if (waiting.has(name)) markWhenAllHydrated();
  }, [name]);
  if (!released.has(name) && firstHydration()) throw turnOf(name);
  return children;
}

function turnOf(name: string): Promise<void> {
  let turn = waiting.get(name);
  if (!turn) {
    // One after the other, each in its own task.
    const previous = [...waiting.values()].at(-1) ?? Promise.resolve();
    turn = previous.then(nextTask).then(() => void released.add(name));
    waiting.set(name, turn);
  }
  return turn;
}

/** `children` must render one element: that element's server HTML is what stays until its turn. */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}
