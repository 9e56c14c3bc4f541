import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { adminErrorText, useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "./button";

function Loading({ what }: { what: string }) {
  const { t } = useAdminI18n();
  return (
    <p role="status" className="py-6 text-center text-sm text-stone-600">
      {t("common.loading", { what })}
    </p>
  );
}

function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useAdminI18n();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium text-red-800">{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? t("common.retrying") : t("common.retry")}
      </Button>
    </div>
  );
}

/**
 * A list's three states: loading, the load error (the catalogue's text unless the server says
 * more) with a retry, and the data. Once there is data, a failed background refresh keeps
 * it on screen, so a form being filled in is never swept away.
 */
export function QueryGate<T>({
  query,
  what,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { lang } = useAdminI18n();
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <LoadError
        message={adminErrorText(query.error, failed, lang)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <Loading what={what} />;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
      {children}
    </p>
  );
}
