import { restaurant } from "@shared/restaurant.ts";
import { SetupPage } from "~/features/admin/auth/setup-page";
import type { Route } from "./+types/admin-setup";

export const meta: Route.MetaFunction = () => [{ title: `Admin setup · ${restaurant.name}` }, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }];

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export default function AdminSetupRoute() {
  return <SetupPage />;
}
