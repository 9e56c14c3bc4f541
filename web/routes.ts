import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { PUBLIC_PAGES, routeModuleOf } from "../shared/site-pages.ts";

export default [
  layout("routes/public-layout.tsx", [
    ...PUBLIC_PAGES.map((page) =>
      page === "/" ? index(routeModuleOf(page)) : route(page.slice(1), routeModuleOf(page)),
    ),
    route("pdf/:id", "routes/pdf.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin", "routes/admin.tsx"),
  route("admin/setup", "routes/admin-setup.tsx"),
  route("admin/invite", "routes/admin-invite.tsx"),
] satisfies RouteConfig;
