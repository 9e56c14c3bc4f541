import { SetupPage } from "~/features/admin/auth/setup-page";
import { adminTitle } from "~/features/admin/i18n/admin-i18n";
import { langOf } from "~/features/seo/meta";
import type { Route } from "./+types/admin-setup";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(langOf(matches), "setup.title") },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

// no-store: the address carries the one-time token, so neither the response cache nor a browser keeps it.
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export default function AdminSetupRoute() {
  return <SetupPage />;
}
