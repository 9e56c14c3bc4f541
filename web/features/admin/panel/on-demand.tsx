import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { Button } from "../ui/button";

/** Code loaded on demand failed to arrive: a deploy removed it, or the network is gone. */
class CodeLoadError extends Error {}

/**
 * Code that comes as a chunk of its own, when it is first shown or prefetched: a tab, or
 * a form the start does without (the login, the password's change), so zod stays off it.
 */
export interface OnDemandCode<P extends object = object> {
  Content: ComponentType<P>;
  /** Loads the code without showing it; a failure is left for the tab to show when opened. */
  preload: () => Promise<void>;
}

/**
 * Made from the tab module's dynamic `import()`: the browser keeps one copy of a module, so a
 * preload and the tab's own load share one request.
 */
export function onDemand<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): OnDemandCode<P> {
  const loadMarked = () =>
    load().catch((cause: unknown) => {
      throw new CodeLoadError("code not loaded", { cause });
    });
  return {
    Content: lazy<ComponentType<P>>(async () => ({ default: await loadMarked() })),
    preload: () =>
      loadMarked().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * The tab's content while its code arrives, and a message with a reload when it cannot: React
 * keeps a failed load for good, and after a deploy only the new build's page has the new files.
 */
export function TabContent({ tab, what }: { tab: ComponentType; what: AdminMessageKey }) {
  const Content = tab;
  return (
    <OnDemandBoundary fallback={<TabLoading what={what} />}>
      <Content />
    </OnDemandBoundary>
  );
}

/** Any `onDemand`'s content: the fallback while its code arrives, the reload when it cannot. */
export function OnDemandBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <CodeLoadBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CodeLoadBoundary>
  );
}

function TabLoading({ what }: { what: AdminMessageKey }) {
  const { t } = useAdminI18n();
  return (
    <p role="status" className="py-6 text-center text-sm text-stone-600">
      {t("panel.tabLoading", { tab: t(what) })}
    </p>
  );
}

function CodeLoadFailed() {
  const { t } = useAdminI18n();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium text-red-800">{t("panel.tabLoadFailed")}</p>
      <Button onClick={() => window.location.reload()}>{t("panel.reload")}</Button>
    </div>
  );
}

/** Only missing code is caught here; any other error goes on to the page's boundary. */
class CodeLoadBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof CodeLoadError) return <CodeLoadFailed />;
    throw error;
  }
}
