import { restaurant } from "@shared/restaurant.ts";
import { SetupPage } from "~/features/admin/auth/setup-page";
import type { Route } from "./+types/admin-setup";

export const meta: Route.MetaFunction = () => [{ title: `Admin setup · ${restaurant.name}` }, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }];

// no-store: the address carries the one-time token, so neither the response cache nor a browser keeps it.
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export default function AdminSetupRoute() {
  return <SetupPage />;
}
