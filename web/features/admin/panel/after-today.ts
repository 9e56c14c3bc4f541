import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { registerAdminWorker } from "../admin-worker";
import { todayDishesQuery } from "../today/today-queries";
import type { OnDemandCode } from "./on-demand";

/** The browser's next quiet moment; Safari has no idle callback and takes the next task. */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });

/**
 * Once "Heute" has its dishes and the browser is idle: the other tabs' code, one after the
 * other, so that a later tap opens a tab at once and a page open across a deploy holds its own
 * build's code; then the worker, whose install finds those files in the browser's cache instead
 * of competing with "Heute" for a slow network.
 */
export function useAfterToday(tabs: readonly Pick<OnDemandCode, "preload">[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let gone = false;
    void (async () => {
      await queryClient.ensureQueryData(todayDishesQuery).catch(() => undefined);
      await idle();
      for (const tab of tabs) {
        if (gone) return;
        await tab.preload();
      }
      if (!gone) registerAdminWorker();
    })();
    return () => {
      gone = true;
    };
  }, [queryClient, tabs]);
}
