import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { queryKeys } from "../query-keys";
import { demoContentApi } from "./demo-content-api";

/**
 * Says plainly that the site still shows the demo content it started with, and removes all of it
 * (its categories with their dishes, its midday images, its pictures and its unchanged opening hours) in one
 * confirmed action. Nothing shows once the demo is gone.
 */
export function DemoContentBanner() {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const status = useQuery({
    queryKey: queryKeys.demoContent,
    queryFn: ({ signal }) => demoContentApi.status(signal),
  });
  const remove = useMutation({
    mutationFn: demoContentApi.removeAll,
    onSuccess: async () => {
      notify.success(t("demo.removed"));
      // Every list may have held demo entries.
      await queryClient.invalidateQueries();
    },
    onError: (error) => notify.failure(t("demo.failed"), error),
  });

  if (!status.data?.present) return null;

  async function askRemove() {
    const yes = await confirm({
      question: t("demo.question"),
      detail: t("demo.detail"),
      confirmLabel: t("demo.remove"),
    });
    if (yes) remove.mutate();
  }

  return (
    <section
      aria-labelledby="demo-content-heading"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-saffron-500 bg-saffron-50 p-4"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="demo-content-heading" className="font-semibold text-ink-900">
          {t("demo.heading")}
        </h2>
        <p className="text-sm text-stone-700">
          {t("demo.text", {
            categories: status.data.categories,
            images: status.data.menuImages,
            pictures: status.data.pictures.length,
          })}
        </p>
      </div>
      <Button variant="danger" onClick={askRemove} disabled={remove.isPending}>
        {remove.isPending ? t("demo.removing") : t("demo.remove")}
      </Button>
    </section>
  );
}
