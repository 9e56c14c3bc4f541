import { AdminApp } from "~/features/admin/admin-app";
import { EARLY_REQUESTS_SCRIPT } from "~/features/admin/early-requests";
import { adminTitle, createAdminI18n } from "~/features/admin/i18n/admin-i18n";
import { langOf, profileOf } from "~/features/seo/meta";
import { useI18n } from "~/lib/i18n/i18n";
import type { Route } from "./+types/admin";
import { ADMIN_MANIFEST_PATH } from "@shared/admin-app.ts";

// The server's language rule (`?lang=`, the remembered choice, German), as the admin's own.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(langOf(matches), "panel.title", profileOf(matches).identity.name) },
  { name: "robots", content: "noindex" },
];

/** Run first in the page's head, before its stylesheet, which would hold back a script in the body. */
export const handle = {
  headScript: EARLY_REQUESTS_SCRIPT,
  manifest: ADMIN_MANIFEST_PATH,
  displayFace: false,
};

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

/** Without script the panel's forms would do nothing: the panel is hidden and says why. */
const HIDE_PANEL = "[data-admin-panel]{display:none}";

export default function AdminRoute() {
  // Without script the admin's own language rule cannot run; the page's language (the same rule, on the server) decides.
  const { lang } = useI18n();
  const { t } = createAdminI18n(lang);
  return (
    <>
      <noscript>
        <style>{HIDE_PANEL}</style>
        <main
          lang={lang}
          className="flex min-h-svh flex-col items-center justify-center gap-4 bg-cream-50 px-6 text-center text-ink-900"
        >
          <h1 className="font-display text-3xl font-semibold">{t("app.noScriptTitle")}</h1>
          <p className="max-w-md text-lg">{t("app.noScriptText")}</p>
        </main>
      </noscript>
      <div data-admin-panel="" className="contents">
        <AdminApp />
      </div>
    </>
  );
}
