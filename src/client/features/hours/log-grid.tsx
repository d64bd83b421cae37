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
import { dutyStatusLabel, gridLineLabel, hoursAndMinutes } from "./hours-labels";

// The familiar 24-hour log grid of a paper record of duty status: a row per line (off duty, sleeper berth, driving,
// on duty not driving), an hour per column with quarter-hour ticks, and one continuous line that sits on the row of
// the status in force and drops or climbs at each change; each row's total at its right. Drawn in SVG from the same
// segments the server's totals come from (src/shared/rules/timesheets.ts).
const WIDTH = 960;
const LEFT = 84;
const RIGHT = 64;
const TOP = 24;
const ROW = 30;
const GRID = WIDTH - LEFT - RIGHT;
const HEIGHT = TOP + ROW * GRID_LINES.length + 8;
const HOUR = 3600_000;

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
  const until = Math.min(dayEnd, Math.max(dayStart, now));
  const segments = daySegments(dayStart, until, carried, changes);
  const totals = dayTotals(segments);
  const lineMinutes: Record<GridLine, number> = {
    off: totals.offDutyMinutes - totals.sleeperMinutes,
    sleeper: totals.sleeperMinutes,
    driving: totals.drivingMinutes,
    on: totals.onDutyNotDrivingMinutes,
  };
  const x = (ms: number) => LEFT + ((ms - dayStart) / (dayEnd - dayStart)) * GRID;
  const y = (line: GridLine) => TOP + ROW * GRID_LINES.indexOf(line) + ROW / 2;
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
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full min-w-[640px] text-slate-700 dark:text-slate-200"
        role="img"
        aria-labelledby="log-grid-title log-grid-desc"
        data-testid="log-grid"
      >
        <title id="log-grid-title">{t`Log grid of ${day}`}</title>
        <desc id="log-grid-desc">{description || t`Nothing recorded`}</desc>
        {until < dayEnd && (
          <rect
            x={x(until)}
            y={TOP}
            width={x(dayEnd) - x(until)}
            height={ROW * GRID_LINES.length}
            className="fill-slate-100 dark:fill-slate-800"
          />
        )}
        {GRID_LINES.map((line, i) => (
          <g key={line}>
            <rect
              x={LEFT}
              y={TOP + ROW * i}
              width={GRID}
              height={ROW}
              fill="none"
              stroke="currentColor"
              strokeOpacity={0.5}
            />
            <text x={LEFT - 8} y={TOP + ROW * i + ROW / 2 + 4} textAnchor="end" fontSize={13} fill="currentColor">
              {gridLineLabel(i18n, line)}
            </text>
            <text
              x={WIDTH - 6}
              y={TOP + ROW * i + ROW / 2 + 4}
              textAnchor="end"
              fontSize={13}
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
                y1={TOP}
                y2={TOP + ROW * GRID_LINES.length}
                stroke="currentColor"
                strokeOpacity={0.35}
              />
              <text x={hx} y={TOP - 8} textAnchor="middle" fontSize={12} fill="currentColor">
                {wallClockAt(Math.min(at, dayEnd), timeZone).hour}
              </text>
              {h < hours &&
                [1, 2, 3].map((q) =>
                  GRID_LINES.map((_, row) => {
                    const qx = x(at + (q * HOUR) / 4);
                    const top = TOP + ROW * row;
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
