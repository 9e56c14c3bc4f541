import type { MenuImportResult } from "@shared/contract/menu-transfer.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { columnLabel } from "./column-label";

/** What the chosen file would change, dish by dish and field by field. */
export function ImportPreview({ result }: { result: MenuImportResult }) {
  const { t, name } = useAdminI18n();
  const shown = (value: string) => (value === "" ? `(${t("menuTransfer.emptyValue")})` : value);
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-ink-900">
        {t("menuTransfer.summary", {
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
        })}
      </p>
      {result.newCategories.length > 0 && (
        <p className="text-sm text-stone-700">
          {t("menuTransfer.newCategories", { names: result.newCategories.map(name).join(", ") })}
        </p>
      )}
      {result.changes.length === 0 ? (
        <p className="text-sm text-stone-700">{t("menuTransfer.nothing")}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t("menuTransfer.previewList")}>
          {result.changes.map((dish) => (
            <li key={dish.line} className="rounded-lg border border-stone-200 p-3">
              <p className="text-sm">
                <span
                  className={`mr-2 rounded px-1.5 py-0.5 text-xs font-semibold ${dish.kind === "create" ? "bg-green-100 text-green-900" : "bg-saffron-50 text-ink-900"}`}
                >
                  {dish.kind === "create" ? t("menuTransfer.created") : t("menuTransfer.updated")}
                </span>
                <strong>{name(dish.title) || t("menuTransfer.noTitle")}</strong>{" "}
                <span className="text-stone-600">
                  ({t("menuTransfer.line", { line: dish.line })})
                </span>
              </p>
              <ul className="mt-1 list-disc pl-5 text-sm text-stone-800">
                {dish.fields.map((field) => (
                  <li key={field.column}>
                    {t("menuTransfer.change", {
                      field: columnLabel(t, field.column),
                      before: shown(field.before),
                      after: shown(field.after),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Every error of a refused file, with its line. */
export function ImportErrors({ result }: { result: MenuImportResult }) {
  const { t, errorText } = useAdminI18n();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-semibold">{t("menuTransfer.errorsHeading")}</p>
      <ul className="mt-2 list-disc pl-5">
        {result.errors.map((error, i) => (
          <li key={i}>
            {t("menuTransfer.errorLine", {
              line: error.line,
              message: errorText(error.code, error.params),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
