import { Trans, useLingui } from "@lingui/react/macro";

export interface TableLine {
  label: string;
  values: number[];
}

/**
 * The chart's numbers as a table (WCAG 1.1.1: the canvas is hidden from screen readers), folded away under a
 * summary everyone can open; one row per day or month, one column per series.
 */
export function StatsTable({
  caption,
  periodHeader,
  periods,
  lines,
  format,
}: {
  caption: string;
  periodHeader: string;
  periods: readonly string[];
  lines: readonly TableLine[];
  format: (value: number) => string;
}) {
  const { t } = useLingui();
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-blue-700 hover:underline dark:text-blue-300">
        <Trans>Show the figures as a table</Trans>
      </summary>
      {/* The table scrolls inside its box on a phone, never the page. */}
      <div className="mt-2 max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t`${caption}: figures`}>
        <table className="min-w-full border-collapse text-right tabular-nums" data-testid="stats-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="px-2 py-1 text-left font-medium">
                {periodHeader}
              </th>
              {lines.map((line) => (
                <th key={line.label} scope="col" className="px-2 py-1 font-medium">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((period, i) => (
              <tr key={period} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                  {period}
                </th>
                {lines.map((line) => (
                  <td key={line.label} className="px-2 py-1">
                    {format(line.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
