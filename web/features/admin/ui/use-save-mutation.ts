import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { adminErrorText } from "../i18n/admin-i18n";
import { notify } from "./notify";

/**
 * The save flow every admin form shares: on success the form's own follow-up, a toast and a
 * refresh of the list; on failure the server's reason (or the catalogue's fallback) on the form and
 * the catalogue's toast.
 */
export function useSaveMutation<TInput, TResult>(options: {
  mutationFn: (input: TInput) => Promise<TResult>;
  refresh: QueryKey;
  success: string;
  failure: { inline: string; toast: string };
  onSaved?: (result: TResult) => void;
}) {
  const queryClient = useQueryClient();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result) => {
      options.onSaved?.(result);
      notify.success(options.success);
      await queryClient.invalidateQueries({ queryKey: options.refresh });
    },
    onError: (error) => {
      setSubmitError(adminErrorText(error, options.failure.inline));
      notify.failure(options.failure.toast, error);
    },
  });
  return {
    submitError,
    isPending: mutation.isPending,
    clearError: () => setSubmitError(null),
    save: (input: TInput) => mutation.mutate(input),
  };
}
