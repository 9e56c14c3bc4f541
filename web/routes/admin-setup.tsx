import { restaurant } from "@shared/restaurant.ts";
import { SetupPage } from "~/features/admin/auth/setup-page";
import { createAdminI18n } from "~/features/admin/i18n/admin-i18n";
import { langOf } from "~/features/seo/meta";
import type { Route } from "./+types/admin-setup";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${createAdminI18n(langOf(matches)).t("setup.title")} · ${restaurant.name}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

// no-store: the address carries the one-time token, so neither the response cache nor a browser keeps it.
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export default function AdminSetupRoute() {
  return <SetupPage />;
}
