import { SetupPage } from "~/features/admin/auth/setup-page";
import { adminTitle } from "~/features/admin/i18n/admin-i18n";
import { langOf, profileOf } from "~/features/seo/meta";
import type { Route } from "./+types/admin-setup";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(langOf(matches), "setup.title", profileOf(matches).identity.name) },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

// The server renders this page without the address's one-time token (the browser app reads it there), so it is
// the same page for every token, kept once by the response cache.
export const headers: Route.HeadersFunction = () => ({
  "X-Robots-Tag": "noindex",
  "Cache-Control": "private, no-cache",
});

export default function AdminSetupRoute() {
  return <SetupPage />;
}
