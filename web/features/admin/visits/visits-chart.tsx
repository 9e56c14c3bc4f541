import type { VisitDay } from "@shared/contract/visits.ts";
import { useAdminI18n } from "../i18n/admin-i18n";

const WIDTH = 720;
const HEIGHT = 200;

/**
 * Page views as bars and visitors as a line, one step per day, drawn to fit any width. Seen at a
 * glance; the table beside it (VisitsTable) carries the same figures for reading them exactly.
 */
export function VisitsChart({ series }: { series: readonly VisitDay[] }) {
  const { t } = useAdminI18n();
  const top = Math.max(1, ...series.map((d) => Math.max(d.views, d.visitors)));
  const step = WIDTH / series.length;
  const y = (value: number) => HEIGHT - (value / top) * (HEIGHT - 8);
  const line = series
    .map((d, i) => `${i === 0 ? "M" : "L"}${(i + 0.5) * step},${y(d.visitors)}`)
    .join(" ");
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
        role="img"
        aria-labelledby="visits-chart-title"
      >
        <title id="visits-chart-title">{t("visits.chartTitle")}</title>
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#a8a29e" strokeWidth="1" />
        {series.map((d, i) => (
          <rect
            key={d.day}
            x={i * step + step * 0.15}
            y={y(d.views)}
            width={Math.max(step * 0.7, 0.5)}
            height={HEIGHT - y(d.views)}
            fill="#f2c46d"
          />
        ))}
        <path
          d={line}
          fill="none"
          stroke="#9a3412"
          strokeWidth="2.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-stone-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-[#f2c46d]" />
          {t("visits.views")}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-[#9a3412]" />
          {t("visits.visitors")}
        </span>
      </figcaption>
    </figure>
  );
}

/** The chart's figures, newest day first. */
export function VisitsTable({ series }: { series: readonly VisitDay[] }) {
  const { t, date } = useAdminI18n();
  return (
    <details className="mt-3">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-saffron-700">
        {t("visits.showTable")}
      </summary>
      <div
        className="mt-2 max-h-80 overflow-auto"
        tabIndex={0}
        aria-label={t("visits.tableCaption")}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("visits.tableCaption")}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-4">
                {t("visits.day")}
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                {t("visits.visitors")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("visits.views")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((d) => (
              <tr key={d.day} className="border-t border-stone-200">
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {date(d.day)}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{d.visitors}</td>
                <td className="py-1 text-right tabular-nums">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
