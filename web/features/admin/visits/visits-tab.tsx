import { useState } from "react";
import { VISIT_PERIODS, type VisitCount, type VisitPeriod } from "@shared/contract/visits.ts";
import { useCategories } from "../categories/categories-api";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { Card } from "../ui/card";
import { SelectField } from "../ui/fields";
import { QueryGate } from "../ui/query-state";
import { VisitsChart, VisitsTable } from "./visits-chart";
import { useVisits } from "./visits-api";

/** How the site was used: visitors and views per day, compared with the period before, and where they came from. */
export function VisitsTab() {
  const { t } = useAdminI18n();
  const [days, setDays] = useState<VisitPeriod>("7");
  const visits = useVisits(days);
  const categories = useCategories();
  const { name } = useAdminI18n();
  const categoryName = (id: string) => {
    const found = categories.data?.find((c) => c.id === id);
    return found ? name(found.name) : id;
  };
  return (
    <div className="space-y-4">
      <Card aria-labelledby="visits-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="visits-heading" className="text-base font-semibold">
            {t("visits.heading")}
          </h3>
          <SelectField
            label={t("visits.period")}
            value={days}
            onChange={(e) => setDays(e.target.value as VisitPeriod)}
          >
            {VISIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`visits.periods.${p}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="mt-2 text-sm text-stone-700">{t("visits.how")}</p>
        <QueryGate query={visits} what={t("visits.what")} failed={t("visits.loadFailed")}>
          {(report) => (
            <>
              {!report.counting && (
                <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  {t("visits.off")}
                </p>
              )}
              <dl className="mt-4 grid grid-cols-2 gap-3">
                <Total
                  label={t("visits.visitors")}
                  value={report.totals.visitors}
                  before={report.previous.visitors}
                  days={days}
                />
                <Total
                  label={t("visits.views")}
                  value={report.totals.views}
                  before={report.previous.views}
                  days={days}
                />
              </dl>
              <VisitsChart series={report.series} />
              <VisitsTable series={report.series} />
            </>
          )}
        </QueryGate>
      </Card>
      {visits.data && (
        <div className="grid gap-4 md:grid-cols-2">
          <Counts
            id="visits-sources"
            title={t("visits.sources")}
            list={visits.data.sources}
            label={(k) => t(`visits.sourceNames.${k}` as AdminMessageKey)}
            lead={
              <p className="mb-2 rounded-lg bg-saffron-50 p-3 text-sm">
                <span className="block text-2xl font-semibold tabular-nums">
                  {visits.data.sources.find((s) => s.key === "qr")?.count ?? 0}
                </span>
                {t("visits.qr")}
              </p>
            }
          />
          <Counts
            id="visits-pages"
            title={t("visits.pages")}
            list={visits.data.pages}
            label={(k) => k}
          />
          <Counts
            id="visits-outbound"
            title={t("visits.outbound")}
            list={visits.data.outbound}
            label={(k) => t(`visits.linkNames.${k}` as AdminMessageKey)}
          />
          <Counts
            id="visits-downloads"
            title={t("visits.downloads")}
            list={visits.data.downloads}
            label={(k) => t(`visits.downloadNames.${k}` as AdminMessageKey)}
          />
          <Counts
            id="visits-categories"
            title={t("visits.categories")}
            list={visits.data.categories}
            label={categoryName}
          />
          <Counts
            id="visits-languages"
            title={t("visits.languages")}
            list={visits.data.languages}
            label={(k) => t(`visits.languageNames.${k}` as AdminMessageKey)}
          />
          <Counts
            id="visits-devices"
            title={t("visits.devices")}
            list={visits.data.devices}
            label={(k) => t(`visits.deviceNames.${k}` as AdminMessageKey)}
          />
        </div>
      )}
    </div>
  );
}

/** A period's figure and its change against the period before: „+12 % gegenüber der Vorwoche“. */
function Total({
  label,
  value,
  before,
  days,
}: {
  label: string;
  value: number;
  before: number;
  days: VisitPeriod;
}) {
  const { t, lang } = useAdminI18n();
  const previous = t(`visits.previous.${days}`);
  const percent = before === 0 ? undefined : Math.round(((value - before) / before) * 100);
  const change =
    percent === undefined
      ? t("visits.noBefore", { previous })
      : percent === 0
        ? t("visits.noChange", { previous })
        : t("visits.change", {
            change: `${percent > 0 ? "+" : "−"}${Math.abs(percent)}${lang === "de" ? " %" : "%"}`,
            previous,
          });
  return (
    <div className="rounded-lg border border-stone-200 p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums">{value.toLocaleString(lang)}</dd>
      <dd className="text-sm text-stone-700">{change}</dd>
    </div>
  );
}

function Counts({
  id,
  title,
  list,
  label,
  lead,
}: {
  id: string;
  title: string;
  list: readonly VisitCount[];
  label: (key: string) => string;
  lead?: React.ReactNode;
}) {
  const { t, lang } = useAdminI18n();
  const top = Math.max(1, ...list.map((e) => e.count));
  return (
    <Card aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h3>
      {lead}
      {list.length === 0 ? (
        <p className="text-sm text-stone-700">{t("visits.none")}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {list.map((entry) => (
            <li key={entry.key}>
              <div className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{label(entry.key)}</span>
                <span className="tabular-nums">{entry.count.toLocaleString(lang)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded bg-stone-100">
                <div
                  className="h-1.5 rounded bg-saffron-500"
                  style={{ width: `${(entry.count / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
