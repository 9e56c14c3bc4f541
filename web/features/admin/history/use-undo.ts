import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "sonner";
import { useCan } from "../auth/use-me";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { notify } from "../ui/notify";
import { historyApi } from "./history-api";

/** Undoes a history entry; every list may show something else afterwards, so all of them reload. */
export function useUndo() {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: historyApi.undo,
    onSuccess: async () => {
      notify.success(t("history.undone"));
      await queryClient.invalidateQueries();
    },
    // Refused (changed since): the history reloads, and that entry no longer offers an undo.
    onError: async (error) => {
      notify.failure(t("history.undoFailed"), error);
      await queryClient.invalidateQueries({ queryKey: queryKeys.history });
    },
  });
  return {
    undo: (id: string) => mutation.mutate(id),
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables : undefined,
  };
}

/**
 * The toast after a delete: for those who may undo, it offers "Undo" for its 3 seconds. The
 * history entry is looked up when the button is pressed, so the toast shows at once.
 */
export function useDeletedToast() {
  const { t } = useAdminI18n();
  const mayUndo = useCan("history");
  const { undo } = useUndo();
  return useCallback(
    (message: string, thing: { entity: string; entityId: string }) => {
      if (!mayUndo) return notify.success(message);
      toast.success(message, {
        action: {
          label: t("common.undo"),
          onClick: () => {
            void historyApi.list({ limit: 20 }).then(
              (entries) => {
                const entry = entries.find(
                  (e) =>
                    e.action === "delete" &&
                    e.entity === thing.entity &&
                    e.entityId === thing.entityId,
                );
                if (entry) undo(entry.id);
                else notify.failure(t("history.undoFailed"), undefined);
              },
              (error: unknown) => notify.failure(t("history.undoFailed"), error),
            );
          },
        },
      });
    },
    [mayUndo, t, undo],
  );
}
