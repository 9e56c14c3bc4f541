import { InvitePage } from "~/features/admin/auth/invite-page";
import { adminTitle } from "~/features/admin/i18n/admin-i18n";
import { langOf } from "~/features/seo/meta";
import type { Route } from "./+types/admin-invite";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(langOf(matches), "invite.title") },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

// no-store: the address carries the one-time token, so neither the response cache nor a browser keeps it.
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export default function AdminInviteRoute() {
  return <InvitePage />;
}
