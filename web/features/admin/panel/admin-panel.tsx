import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef } from "react";
import { restaurant } from "@shared/restaurant.ts";
import { ChangePasswordDialog } from "../account/change-password-dialog";
import { LogoutButton } from "../auth/logout-button";
import { DemoContentBanner } from "../demo-content/demo-content-banner";
import { CategoriesTab } from "../categories/categories-tab";
import { DishesTab } from "../dishes/dishes-tab";
import { AdminLanguageSwitch } from "../i18n/admin-language-switch";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { MenuImagesTab } from "../menu-images/menu-images-tab";
import { OpeningHoursTab } from "../opening-hours/opening-hours-tab";

const TABS = [
  { value: "categories", label: "panel.tabs.categories", Content: CategoriesTab },
  { value: "dishes", label: "panel.tabs.dishes", Content: DishesTab },
  { value: "opening-hours", label: "panel.tabs.openingHours", Content: OpeningHoursTab },
  { value: "menu-images", label: "panel.tabs.menuImages", Content: MenuImagesTab },
] as const satisfies readonly { value: string; label: AdminMessageKey; Content: () => React.JSX.Element }[];

/** Header and the four tabs; Radix gives them the ARIA tabs pattern with arrow keys, Home and End. */
export function AdminPanel({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useAdminI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a login the form is gone; focus moves to the panel's heading instead of the page start.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur">
        {/* On a phone the switch sits beside the title and the two buttons share the row below. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">{restaurant.name}</p>
            <h1 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink-900 sm:text-xl">
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
      <Tabs.Root defaultValue="categories" className="mx-auto max-w-6xl px-4 pt-4 pb-16">
        <DemoContentBanner />
        <Tabs.List aria-label={t("panel.sections")} className="grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-stone-300">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-700 hover:bg-stone-50 data-[state=active]:border-saffron-700 data-[state=active]:bg-saffron-700 data-[state=active]:text-white sm:-mb-px sm:rounded-b-none sm:border-transparent sm:bg-transparent sm:px-5 sm:data-[state=active]:border-stone-300 sm:data-[state=active]:border-b-stone-100 sm:data-[state=active]:bg-stone-100 sm:data-[state=active]:text-saffron-700"
            >
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, label, Content }) => (
          <Tabs.Content key={value} value={value} className="pt-6">
            <h2 className="sr-only">{t(label)}</h2>
            <Content />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
