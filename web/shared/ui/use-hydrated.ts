import { useEffect, useState } from "react";
import { pageHydrated } from "./hydrate-in-turn";

/**
 * False while rendering on the server and during the page's first hydration, true afterwards.
 * The switch comes from an effect, so what it adds renders in a task of its own after hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
