import { use, type ComponentType } from "react";
import { isDocumentHydrated } from "~/ui/mark-hydrated";

export interface Chunk {
  /**
   * Fetches the code once. `inNavigation`: a page rendered after hydration needs it, so when it
   * cannot be fetched the document loads anew (see below).
   */
  preload: (inNavigation?: boolean) => Promise<unknown>;
  isLoaded: () => boolean;
}

/**
 * A component whose code is a chunk of its own, for a Suspense boundary. Until the chunk has
 * arrived it suspends: while the page hydrates, React keeps the server's HTML of its boundary
 * (its links and forms work as without script) and hydrates it once the code is there. Once
 * loaded, it renders at once; `React.lazy` would suspend once more even then.
 *
 * A chunk that cannot be fetched while the page hydrates never arrives: the boundary keeps the
 * server's HTML. One that a page needs after a move in the browser would leave the previous page
 * on screen for good, so the document loads anew from the server, which draws the page whole, as
 * React Router does with a route's module it cannot fetch. A failed fetch is forgotten, so such a
 * page asks again rather than finding the first failure.
 */
export function chunkComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Chunk & { Component: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let reloadOnFailure = false;
  const preload = (inNavigation = false): Promise<ComponentType<P>> => {
    reloadOnFailure ||= inNavigation;
    return (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        console.error(error);
        loading = undefined;
        if (reloadOnFailure) window.location.reload();
        return new Promise<never>(() => {});
      },
    ));
  };
  function ChunkComponent(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { Component: ChunkComponent, preload, isLoaded: () => loaded !== undefined };
}

/** Several chunks as one: loaded once all are, fetched together. */
export function allOf(...chunks: readonly Chunk[]): Chunk {
  let loading: Promise<unknown> | undefined;
  let forNavigation = false;
  return {
    preload: (inNavigation = false) => {
      // A wait begun while the page hydrated never ends when a chunk failed: a page after a move
      // asks again, so that a failure then loads the document anew.
      if (inNavigation && !forNavigation) loading = undefined;
      forNavigation ||= inNavigation;
      return (loading ??= Promise.all(chunks.map((chunk) => chunk.preload(inNavigation))));
    },
    isLoaded: () => chunks.every((chunk) => chunk.isLoaded()),
  };
}

/**
 * Waits for a chunk's code, except while the page hydrates, where each boundary waits on its
 * own. On the server the page is then sent whole and in order (a boundary that suspended there
 * would come after the page, moved in by a script); after a navigation in the browser the
 * previous page stays until the new one is whole: no empty sections, and a restored scroll
 * position finds its place. One promise for all: React replays a suspended component with the
 * promises it was given before, in order.
 *
 * Whether the page has hydrated is read, not subscribed to (`useHydrated`): a subscription renders
 * the page once more as hydration ends, at the highest priority, and the page, suspended there on
 * chunks still under way, was rendered whole again once they came, in one task without a pause
 * (469 ms in Lighthouse's mobile run of `/`; docs/performance.md).
 */
export function useLoadedUnlessHydrating(chunk: Chunk): void {
  if (chunk.isLoaded()) return;
  if (import.meta.env.SSR) use(chunk.preload());
  else if (isDocumentHydrated()) use(chunk.preload(true));
}
