import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { ADMIN_TODAY_HASH } from "@shared/admin-app.ts";
import { can, type Permission, type Role } from "@shared/contract/roles.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { ChangePasswordDialog, changePasswordForm } from "../account/change-password-dialog";
import { LogoutButton } from "../auth/logout-button";
import { useMe } from "../auth/use-me";
import { DemoContentBanner } from "../demo-content/demo-content-banner";
import { AdminLanguageSwitch } from "../i18n/admin-language-switch";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { RESTAURANT_TAB_HASH } from "../restaurant-profile/restaurant-tab-hash";
import { TodayTab } from "../today/today-tab";
import { prefetchToday } from "../today/today-queries";
import { QueryGate } from "../ui/query-state";
import { useAfterToday } from "./after-today";
import { onDemand, TabContent, type OnDemandCode } from "./on-demand";

/** "Heute" comes with the panel: every role may use it, and a phone opens it first. */
const today: OnDemandCode = { Content: TodayTab, preload: () => Promise.resolve() };

/**
 * Every tab and the permission it needs (shared/contract/roles.ts): each role sees only the tabs
 * it may use. Every tab but "Heute" is a chunk of its own, loaded when opened or, once "Heute"
 * is drawn, when the browser is idle.
 */
const TABS = [
  {
    value: "today",
    label: "panel.tabs.today",
    permission: "soldOut",
    ...today,
  },
  {
    value: "categories",
    label: "panel.tabs.categories",
    permission: "content",
    ...onDemand(() => import("../categories/categories-tab").then((m) => m.CategoriesTab)),
  },
  {
    value: "dishes",
    label: "panel.tabs.dishes",
    permission: "content",
    ...onDemand(() => import("../dishes/dishes-tab").then((m) => m.DishesTab)),
  },
  {
    value: "opening-hours",
    label: "panel.tabs.openingHours",
    permission: "content",
    ...onDemand(() => import("../opening-hours/opening-hours-tab").then((m) => m.OpeningHoursTab)),
  },
  {
    value: "menu-images",
    label: "panel.tabs.menuImages",
    permission: "content",
    ...onDemand(() => import("../menu-images/menu-images-tab").then((m) => m.MenuImagesTab)),
  },
  {
    value: "restaurant",
    label: "panel.tabs.restaurant",
    permission: "read",
    ...onDemand(() => import("../restaurant-profile/restaurant-tab").then((m) => m.RestaurantTab)),
  },
  {
    value: "history",
    label: "panel.tabs.history",
    permission: "history",
    ...onDemand(() => import("../history/history-tab").then((m) => m.HistoryTab)),
  },
  {
    value: "visits",
    label: "panel.tabs.visits",
    permission: "visits",
    ...onDemand(() => import("../visits/visits-tab").then((m) => m.VisitsTab)),
  },
  {
    value: "team",
    label: "panel.tabs.team",
    permission: "team",
    ...onDemand(() => import("../team/team-tab").then((m) => m.TeamTab)),
  },
] as const satisfies readonly ({
  value: string;
  label: AdminMessageKey;
  permission: Permission;
} & OnDemandCode)[];

// Tailwind's `sm` breakpoint: below it the admin is on a phone.
const PHONE = "(max-width: 639px)";

/**
 * Staff, and everybody on a phone, start on "Today"; the others where the menu is edited. The
 * setup link leads the new owner to the restaurant's go-live checklist instead; the home-screen
 * app opens on "Today".
 */
function openingTab(role: Role): string {
  if (typeof window !== "undefined" && window.location.hash === RESTAURANT_TAB_HASH)
    return "restaurant";
  if (typeof window !== "undefined" && window.location.hash === ADMIN_TODAY_HASH) return "today";
  const onPhone = typeof window !== "undefined" && window.matchMedia(PHONE).matches;
  return role === "staff" || onPhone ? "today" : "categories";
}

/** Header and the tabs the role may use; Radix gives them the ARIA tabs pattern with arrow keys, Home and End. */
export function AdminPanel({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useAdminI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const me = useMe();
  const queryClient = useQueryClient();
  useEffect(() => prefetchToday(queryClient), [queryClient]);
  // After a login the form is gone; focus moves to the panel's heading instead of the page start.
  useEffect(() => {
    if (focusOnMount && me.data) headingRef.current?.focus();
  }, [focusOnMount, me.data]);

  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur">
        {/* On a phone the switch sits beside the title and the two buttons share the row below. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">
              {useProfile().identity.name}
            </p>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-ink-900 sm:text-xl"
            >
              {t("panel.title")}
            </h1>
          </div>
          <AdminLanguageSwitch />
          <div className="flex gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
            <ChangePasswordDialog />
            <LogoutButton />
          </div>
        </div>
      </header>
      {me.isPending ? (
        // Until the role is known no tab can be chosen; like the loading screen, the page is busy.
        <main aria-busy="true" className="py-6 text-center text-sm text-stone-600">
          {t("app.loading")}
        </main>
      ) : (
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-16">
          <QueryGate query={me} what="" failed={t("panel.meFailed")}>
            {({ role }) => <RoleTabs role={role} />}
          </QueryGate>
        </div>
      )}
    </div>
  );
}

function RoleTabs({ role }: { role: Role }) {
  const { t } = useAdminI18n();
  const tabs = useMemo(() => TABS.filter((tab) => can(role, tab.permission)), [role]);
  // The header's password form comes last: every role has it, and it is the rarest tap.
  useAfterToday(useMemo(() => [...tabs, changePasswordForm], [tabs]));
  const [initial] = useState(() => openingTab(role));
  const only = tabs.length === 1 ? tabs[0] : undefined;
  if (only) {
    return (
      <section aria-labelledby="admin-only-section" className="pt-2">
        <h2 id="admin-only-section" className="mb-4 text-xl font-semibold">
          {t(only.label)}
        </h2>
        <TabContent tab={only.Content} what={only.label} />
      </section>
    );
  }
  return (
    <Tabs.Root defaultValue={initial}>
      {can(role, "content") && <DemoContentBanner />}
      <Tabs.List
        aria-label={t("panel.sections")}
        className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-1 sm:border-b sm:border-stone-300"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm leading-tight font-semibold text-stone-700 hover:bg-stone-50 data-[state=active]:border-saffron-700 data-[state=active]:bg-saffron-700 data-[state=active]:text-white sm:-mb-px sm:rounded-b-none sm:border-transparent sm:bg-transparent sm:px-5 sm:data-[state=active]:border-stone-300 sm:data-[state=active]:border-b-stone-100 sm:data-[state=active]:bg-stone-100 sm:data-[state=active]:text-saffron-700"
          >
            {t(tab.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, label, Content }) => (
        <Tabs.Content key={value} value={value} className="pt-6">
          <h2 className="sr-only">{t(label)}</h2>
          <TabContent tab={Content} what={label} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
