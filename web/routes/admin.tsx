import { restaurant } from "@shared/restaurant.ts";
import { AdminApp } from "~/features/admin/admin-app";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: `Admin · ${restaurant.name}` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

/** Without script the panel's forms would do nothing: the panel is hidden and says why. */
const HIDE_PANEL = "[data-admin-panel]{display:none}";

export default function AdminRoute() {
  return (
    <>
      <noscript>
        <style>{HIDE_PANEL}</style>
        <main lang="en" className="flex min-h-svh flex-col items-center justify-center gap-4 bg-cream-50 px-6 text-center text-ink-900">
          <h1 className="font-display text-3xl font-semibold">The admin panel needs JavaScript</h1>
          <p className="max-w-md text-lg">Please turn on JavaScript in your browser and reload this page. The public website works without it.</p>
        </main>
      </noscript>
      <div data-admin-panel="" className="contents">
        <AdminApp />
      </div>
    </>
  );
}
