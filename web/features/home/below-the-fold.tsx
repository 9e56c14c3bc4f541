import { allOf, chunkComponent, useLoadedUnlessHydrating } from "~/lib/chunk-component";

/**
 * The home page's sections below the first screen, each from a chunk of its own: `/` starts with
 * the header and the hero, and the sections hydrate once their code has arrived, each in its own
 * Suspense boundary. The /about and /menu pages import the same sections directly.
 */
const about = chunkComponent(() =>
  import("~/features/about/about-section").then((m) => m.AboutSection),
);
const menu = chunkComponent(() =>
  import("~/features/menu/menu-section").then((m) => m.MenuSection),
);
const visit = chunkComponent(() =>
  import("~/features/visit/visit-section").then((m) => m.VisitSection),
);

export const AboutSection = about.Component;
export const MenuSection = menu.Component;
export const VisitSection = visit.Component;

const sections = allOf(about, menu, visit);

/** The home page waits for its sections' code, except while it hydrates. */
export const useBelowTheFold = () => useLoadedUnlessHydrating(sections);
