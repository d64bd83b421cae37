import { Trans, useLingui } from "@lingui/react/macro";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useRef } from "react";
import { Link } from "wouter";

import type { MapPositions } from "../../../shared/generated/map";
import { vehicleLinks } from "../vehicles";
import { MAP_PALETTE, STATUSES, type MapTheme, type PinStatus } from "./map-colors";
import { STATUS_LABELS } from "./map-labels";

const ROW_PX = 44;

interface PinListProps {
  positions: MapPositions;
  /** Indexes of the pins shown, in list order (out of service first). */
  order: readonly number[];
  counts: Record<PinStatus, number>;
  shownStatuses: ReadonlySet<PinStatus>;
  onToggleStatus: (status: PinStatus) => void;
  onHighlight: (index: number | undefined) => void;
  theme: MapTheme;
  now: number;
}

/**
 * The pins as a list, for keyboards and screen readers (the canvas is one image to them): counts per status that
 * show or hide that status on the map and here, then every shown vehicle, worst first, each a link to its details.
 * Rows are virtual (10⁴ vehicles), and focusing or hovering one rings its pin on the map.
 */
export const PinList = memo(function PinList({
  positions,
  order,
  counts,
  shownStatuses,
  onToggleStatus,
  onHighlight,
  theme,
  now,
}: PinListProps) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });
  const age = new Intl.RelativeTimeFormat(i18n.locale, { numeric: "auto" });
  const ago = (at: number) => {
    const hours = Math.round((at - now) / 3600_000);
    return Math.abs(hours) < 48 ? age.format(hours, "hour") : age.format(Math.round(hours / 24), "day");
  };
  return (
    <section className="flex min-h-0 flex-col gap-2" aria-labelledby="map-list-heading">
      <h2 id="map-list-heading" className="text-lg font-semibold">
        <Trans>Vehicles on the map</Trans>
      </h2>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t`Show on the map`}>
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={shownStatuses.has(status)}
            onClick={() => onToggleStatus(status)}
            className="flex items-center gap-1.5 rounded-full border border-slate-300 px-2.5 py-1 text-sm aria-pressed:bg-slate-100 aria-[pressed=false]:opacity-60 dark:border-slate-600 dark:aria-pressed:bg-slate-700"
            data-testid={`map-count-${status}`}
          >
            <span
              className="inline-block h-3 w-3 rounded-full"
              style={{ background: MAP_PALETTE[theme].pins[status] }}
              aria-hidden="true"
            />
            <span className="font-semibold">{counts[status]}</span> {i18n._(STATUS_LABELS[status])}
          </button>
        ))}
      </div>
      {order.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>No vehicle to show.</Trans>
        </p>
      ) : (
        <div
          ref={scroller}
          className="min-h-40 flex-1 overflow-auto rounded-md border border-slate-200 dark:border-slate-700"
          onMouseLeave={() => onHighlight(undefined)}
        >
          <ul
            role="list"
            aria-label={t`Vehicles on the map`}
            className="relative"
            style={{ height: virtualizer.getTotalSize() }}
            data-testid="map-list"
          >
            {virtualizer.getVirtualItems().map((row) => {
              const index = order[row.index]!;
              const status = positions.statuses[index] as PinStatus;
              return (
                <li
                  key={positions.ids[index]}
                  className="absolute inset-x-0"
                  style={{ top: row.start, height: ROW_PX }}
                  aria-setsize={order.length}
                  aria-posinset={row.index + 1}
                >
                  <Link
                    href={vehicleLinks.details(positions.ids[index]!)}
                    className="flex h-full items-center gap-2 border-b border-slate-100 px-3 text-sm hover:bg-slate-50 focus:bg-blue-50 focus:outline-none dark:border-slate-800 dark:hover:bg-slate-800 dark:focus:bg-slate-700"
                    onFocus={() => onHighlight(index)}
                    onMouseEnter={() => onHighlight(index)}
                    data-testid="map-list-row"
                  >
                    <span
                      className="inline-block h-3 w-3 shrink-0 rounded-full"
                      style={{ background: MAP_PALETTE[theme].pins[status] }}
                      aria-hidden="true"
                    />
                    <span className="min-w-0 flex-1 truncate font-medium" data-testid="map-list-name">
                      {positions.names[index]}
                    </span>
                    <span className="sr-only">{i18n._(STATUS_LABELS[status])}</span>
                    <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                      {ago(positions.at[index]!)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
});
