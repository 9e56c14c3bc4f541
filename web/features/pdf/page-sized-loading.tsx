import { useI18n } from "~/lib/i18n/i18n";

/**
 * Holds the first page's place, an A4 sheet at the container's width (menus are printed on A4),
 * so the page does not jump when pdf.js draws it.
 */
export function PageSizedLoading() {
  const { t } = useI18n();
  return (
    <div className="flex aspect-[210/297] w-full items-center justify-center">
      <p role="status" className="text-center text-lg">
        {t("pdf.loading")}
      </p>
    </div>
  );
}
