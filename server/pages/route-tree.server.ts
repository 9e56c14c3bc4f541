import { matchRoutes, type ServerBuild } from "react-router";

export interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/** The server build's flat route manifest as the tree `matchRoutes` walks. */
export function routeTree(
  manifest: ServerBuild["routes"],
  parentId: string | undefined = undefined,
): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: routeTree(manifest, route!.id),
    }));
}

/** The routes an address renders, outermost first; none when no route matches. */
export const routesOf = (routes: RouteNode[], pathname: string): RouteNode[] =>
  ((matchRoutes(routes as never, pathname) as { route: RouteNode }[] | null) ?? []).map(
    (match) => match.route,
  );
