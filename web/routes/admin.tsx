import { restaurant } from "@shared/restaurant.ts";
import { AdminApp } from "~/features/admin/admin-app";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: `Admin · ${restaurant.name}` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export default function AdminRoute() {
  return <AdminApp />;
}
