import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { MenuImportResult } from "@shared/contract/menu-transfer.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";
import { notify } from "../ui/notify";
import { ColumnGuide } from "./column-guide";
import { ImportErrors, ImportPreview } from "./import-preview";
import { menuTransferApi, refusedImport, saveFile } from "./menu-transfer-api";

type Checked = { file: File; result: MenuImportResult; refused: boolean };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The whole menu in and out of a spreadsheet (decision record 029), folded away until wanted:
 * download the menu or the template, choose the edited file, see every change it makes, apply.
 */
export function MenuTransferCard() {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const fileId = useId();
  const hintId = useId();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<Checked | null>(null);

  const download = useMutation({
    mutationFn: async (which: "menu" | "template") =>
      which === "menu"
        ? saveFile(await menuTransferApi.exportCsv(), `speisekarte-${today()}.csv`)
        : saveFile(await menuTransferApi.templateCsv(), "speisekarte-vorlage.csv"),
    onError: (error) => notify.failure(t("menuTransfer.downloadFailed"), error),
  });

  const refusedOr = (file: File, error: unknown, failed: string) => {
    const refused = refusedImport(error);
    if (refused) setChecked({ file, result: refused, refused: true });
    else notify.failure(failed, error);
  };

  const preview = useMutation({
    mutationFn: menuTransferApi.preview,
    onMutate: () => setChecked(null),
    onSuccess: (result, file) => setChecked({ file, result, refused: false }),
    onError: (error, file) => refusedOr(file, error, t("menuTransfer.previewFailed")),
  });

  const apply = useMutation({
    mutationFn: menuTransferApi.apply,
    onSuccess: async (result) => {
      notify.success(
        t("menuTransfer.applied", { created: result.created, updated: result.updated }),
      );
      setChecked(null);
      if (fileInput.current) fileInput.current.value = "";
      await queryClient.invalidateQueries();
    },
    onError: (error, file) => refusedOr(file, error, t("menuTransfer.applyFailed")),
  });

  const cancel = () => {
    setChecked(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const changes =
    checked && !checked.refused
      ? checked.result.changes.length + checked.result.categoriesCreated
      : 0;

  return (
    <details className={cardClass}>
      <summary className="min-h-11 cursor-pointer content-center text-lg font-semibold text-ink-900">
        {t("menuTransfer.open")}
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-stone-700">{t("menuTransfer.intro")}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => download.mutate("menu")} disabled={download.isPending}>
            {t("menuTransfer.download")}
          </Button>
          <Button onClick={() => download.mutate("template")} disabled={download.isPending}>
            {t("menuTransfer.template")}
          </Button>
        </div>
        <ColumnGuide />
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-stone-800">
            {t("menuTransfer.file")}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            aria-describedby={hintId}
            disabled={preview.isPending || apply.isPending}
            className="block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) preview.mutate(file);
            }}
          />
          <p id={hintId} className="text-sm text-stone-600">
            {t("menuTransfer.fileHint")}
          </p>
        </div>
        {preview.isPending && (
          <p role="status" className="text-sm text-stone-700">
            {t("menuTransfer.checking")}
          </p>
        )}
        {checked && (
          <section
            aria-labelledby={headingId}
            className="flex flex-col gap-3 border-t border-stone-200 pt-4"
          >
            <h3 id={headingId} className="font-semibold text-ink-900">
              {t("menuTransfer.previewHeading", { file: checked.file.name })}
            </h3>
            {checked.refused ? (
              <ImportErrors result={checked.result} />
            ) : (
              <ImportPreview result={checked.result} />
            )}
            <div className="flex flex-wrap gap-2">
              {changes > 0 && (
                <Button
                  variant="primary"
                  onClick={() => apply.mutate(checked.file)}
                  disabled={apply.isPending}
                >
                  {apply.isPending ? t("menuTransfer.applying") : t("menuTransfer.apply")}
                </Button>
              )}
              <Button onClick={cancel} disabled={apply.isPending}>
                {t("common.cancel")}
              </Button>
            </div>
          </section>
        )}
      </div>
    </details>
  );
}
