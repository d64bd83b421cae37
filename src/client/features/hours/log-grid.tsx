import { useLingui } from "@lingui/react/macro";

import type { DutyStatus } from "../../../shared/generated/hours";
import { wallClockAt } from "../../../shared/rules/time-zone";
import {
  GRID_LINES,
  GRID_LINE_OF,
  daySegments,
  dayTotals,
  type GridLine,
  type LogChange,
} from "../../../shared/rules/timesheets";
import { formatTime } from "../../i18n/format";
import { PHONE_QUERY, useMediaQuery } from "../../ui/use-media-query";
import { dutyStatusLabel, gridLineLabel, hoursAndMinutes } from "./hours-labels";

// The familiar 24-hour log grid of a paper record of duty status: a row per line (off duty, sleeper berth, driving,
// on duty not driving), an hour per column with quarter-hour ticks, and one continuous line that sits on the row of
// the status in force and drops or climbs at each change; each row's total at its right. Drawn in SVG from the same
// segments the server's totals come from (src/shared/rules/timesheets.ts).
const HOUR = 3600_000;

/**
 * The drawing's geometry, in viewBox units. On a phone held upright the whole day must fit the screen's width (a
 * driver certifying a day reads all of it, not hours 0–12 with the rest scrolled away): a narrower drawing, so its
 * text keeps a readable size when scaled down, with every second hour labelled and half-hour ticks only.
 */
const WIDE = {
  width: 960,
  left: 84,
  right: 64,
  top: 24,
  row: 30,
  font: 13,
  hourFont: 12,
  labelEvery: 1,
  ticks: [1, 2, 3],
};
const PHONE = { width: 480, left: 62, right: 44, top: 22, row: 30, font: 12, hourFont: 12, labelEvery: 2, ticks: [2] };

interface LogGridProps {
  day: string;
  dayStart: number;
  dayEnd: number;
  /** Now, for a day not yet over: the line stops there and the rest of the day is shaded. */
  now: number;
  carried: DutyStatus | undefined;
  changes: readonly LogChange[];
  timeZone: string;
}

export function LogGrid({ day, dayStart, dayEnd, now, carried, changes, timeZone }: LogGridProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const geometry = phone ? PHONE : WIDE;
  const { width, left, right, top: topMargin, row: rowHeight } = geometry;
  const gridWidth = width - left - right;
  const height = topMargin + rowHeight * GRID_LINES.length + 8;
  const until = Math.min(dayEnd, Math.max(dayStart, now));
  const segments = daySegments(dayStart, until, carried, changes);
  const totals = dayTotals(segments);
  const lineMinutes: Record<GridLine, number> = {
    off: totals.offDutyMinutes - totals.sleeperMinutes,
    sleeper: totals.sleeperMinutes,
    driving: totals.drivingMinutes,
    on: totals.onDutyNotDrivingMinutes,
  };
  const x = (ms: number) => left + ((ms - dayStart) / (dayEnd - dayStart)) * gridWidth;
  const y = (line: GridLine) => topMargin + rowHeight * GRID_LINES.indexOf(line) + rowHeight / 2;
  const hours = Math.round((dayEnd - dayStart) / HOUR);
  // The line: along each segment's row, and straight down or up at each change.
  const points: string[] = [];
  segments.forEach((segment, i) => {
    const row = y(GRID_LINE_OF[segment.status]);
    const previous = segments[i - 1];
    if (!previous || previous.end !== segment.start) points.push(`M ${x(segment.start)} ${row}`);
    else points.push(`L ${x(segment.start)} ${row}`);
    points.push(`L ${x(segment.end)} ${row}`);
  });
  const description = segments
    .map((s) => `${dutyStatusLabel(i18n, s.status)} ${formatTime(s.start, timeZone)}–${formatTime(s.end, timeZone)}`)
    .join("; ");
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={`w-full text-slate-700 dark:text-slate-200 ${phone ? "" : "min-w-[640px]"}`}
        role="img"
        aria-labelledby="log-grid-title log-grid-desc"
        data-testid="log-grid"
      >
        <title id="log-grid-title">{t`Log grid of ${day}`}</title>
        <desc id="log-grid-desc">{description || t`Nothing recorded`}</desc>
        {until < dayEnd && (
          <rect
            x={x(until)}
            y={topMargin}
            width={x(dayEnd) - x(until)}
            height={rowHeight * GRID_LINES.length}
            className="fill-slate-100 dark:fill-slate-800"
          />
        )}
        {GRID_LINES.map((line, i) => (
          <g key={line}>
            <rect
              x={left}
              y={topMargin + rowHeight * i}
              width={gridWidth}
              height={rowHeight}
              fill="none"
              stroke="currentColor"
              strokeOpacity={0.5}
            />
            <text
              x={left - 6}
              y={topMargin + rowHeight * i + rowHeight / 2 + 4}
              textAnchor="end"
              fontSize={geometry.font}
              fill="currentColor"
            >
              {gridLineLabel(i18n, line)}
            </text>
            <text
              x={width - 6}
              y={topMargin + rowHeight * i + rowHeight / 2 + 4}
              textAnchor="end"
              fontSize={geometry.font}
              fontWeight={600}
              fill="currentColor"
              data-testid={`grid-total-${line}`}
            >
              {hoursAndMinutes(lineMinutes[line])}
            </text>
          </g>
        ))}
        {Array.from({ length: hours + 1 }, (_, h) => {
          const at = dayStart + h * HOUR;
          const hx = x(Math.min(at, dayEnd));
          return (
            <g key={h}>
              <line
                x1={hx}
                x2={hx}
                y1={topMargin}
                y2={topMargin + rowHeight * GRID_LINES.length}
                stroke="currentColor"
                strokeOpacity={0.35}
              />
              {h % geometry.labelEvery === 0 && (
                <text x={hx} y={topMargin - 8} textAnchor="middle" fontSize={geometry.hourFont} fill="currentColor">
                  {wallClockAt(Math.min(at, dayEnd), timeZone).hour}
                </text>
              )}
              {h < hours &&
                geometry.ticks.map((q) =>
                  GRID_LINES.map((_, row) => {
                    const qx = x(at + (q * HOUR) / 4);
                    const top = topMargin + rowHeight * row;
                    const tick = q === 2 ? 10 : 6;
                    return (
                      <line
                        key={`${q}-${row}`}
                        x1={qx}
                        x2={qx}
                        y1={top}
                        y2={top + tick}
                        stroke="currentColor"
                        strokeOpacity={0.35}
                      />
                    );
                  }),
                )}
            </g>
          );
        })}
        <path
          d={points.join(" ")}
          fill="none"
          strokeWidth={3.5}
          strokeLinejoin="round"
          className="stroke-blue-700 dark:stroke-sky-300"
          data-testid="log-line"
        />
      </svg>
    </div>
  );
}
