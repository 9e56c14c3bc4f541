import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { queryKeys } from "../query-keys";
import { demoContentApi } from "./demo-content-api";

/**
 * Says plainly that the site still shows the demo content it started with, and removes all of it
 * (its categories with their dishes, its midday images and its unchanged opening hours) in one
 * confirmed action. Nothing shows once the demo is gone.
 */
export function DemoContentBanner() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const status = useQuery({ queryKey: queryKeys.demoContent, queryFn: ({ signal }) => demoContentApi.status(signal) });
  const remove = useMutation({
    mutationFn: demoContentApi.removeAll,
    onSuccess: async () => {
      notify.success("Demo content removed");
      // Every list may have held demo entries.
      await queryClient.invalidateQueries();
    },
    onError: (error) => notify.failure("Delete failed", error),
  });

  if (!status.data?.present) return null;

  async function askRemove() {
    const yes = await confirm({
      question: "Remove all demo content?",
      detail: "The demo categories with their dishes, the demo midday images and the demo opening hours you have not changed will be deleted. Your own entries stay.",
      confirmLabel: "Remove demo content",
    });
    if (yes) remove.mutate();
  }

  return (
    <section aria-labelledby="demo-content-heading" className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-saffron-500 bg-saffron-50 p-4">
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="demo-content-heading" className="font-semibold text-ink-900">
          This site shows demo content
        </h2>
        <p className="text-sm text-stone-700">
          {status.data.categories} demo categories and {status.data.menuImages} demo midday images are still online. Replace them with your own, or remove them all at once.
        </p>
      </div>
      <Button variant="danger" onClick={askRemove} disabled={remove.isPending}>
        {remove.isPending ? "Removing…" : "Remove demo content"}
      </Button>
    </section>
  );
}
