import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("menu", "routes/menu.tsx"),
    route("contact", "routes/contact.tsx"),
    route("middaydiscount", "routes/middaydiscount.tsx"),
    route("our-story", "routes/our-story.tsx"),
    route("pdf/:id", "routes/pdf.tsx"),
    route("impressum", "routes/impressum.tsx"),
    route("datenschutz", "routes/datenschutz.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin", "routes/admin.tsx"),
  route("admin/setup", "routes/admin-setup.tsx"),
  route("admin/invite", "routes/admin-invite.tsx"),
] satisfies RouteConfig;
