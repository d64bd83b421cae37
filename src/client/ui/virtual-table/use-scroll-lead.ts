import { useRef } from "react";

/** How far ahead (in time) the rows in the scroll direction are asked for: more than one server round trip. */
const LOOKAHEAD_MS = 400;
/** Rows always asked for beyond the screen on both sides, and the most asked for ahead. */
const MIN_LEAD_ROWS = 20;
const MAX_LEAD_ROWS = 600;
const JUMP_SCREENS = 10;

/**
 * Rows to load beyond the visible ones, before and after, sized to the scroll speed: at 250 px a frame
 * (~375 rows a second at 40 px) a fixed overscan runs out before the next window arrives and blank placeholder
 * rows show; asking LOOKAHEAD_MS of rows ahead in the scroll direction keeps the windows in front of the eye.
 */
export function useScrollLead(
  scrollOffset: number,
  rowHeight: number,
  viewportPx: number,
): { before: number; after: number } {
  const last = useRef({ offset: scrollOffset, at: 0, speed: 0 });
  const now = performance.now();
  const previous = last.current;
  const elapsed = now - previous.at;
  if (scrollOffset !== previous.offset) {
    // px per ms, signed; smoothed so one slow frame does not drop the lead at once.
    // A move of many screens at once is a jump (scrollbar drag, End key), not a scroll: nothing to lead.
    const moved = scrollOffset - previous.offset;
    const jump = Math.abs(moved) > JUMP_SCREENS * Math.max(viewportPx, rowHeight);
    const instant = !jump && elapsed > 0 && elapsed < 500 ? moved / elapsed : 0;
    const speed = jump ? 0 : 0.5 * previous.speed + 0.5 * instant;
    last.current = { offset: scrollOffset, at: now, speed };
  } else if (elapsed > 500) {
    last.current = { offset: scrollOffset, at: now, speed: 0 };
  }
  const aheadRows = Math.min(MAX_LEAD_ROWS, Math.ceil((Math.abs(last.current.speed) * LOOKAHEAD_MS) / rowHeight));
  const forward = last.current.speed >= 0;
  return { before: MIN_LEAD_ROWS + (forward ? 0 : aheadRows), after: MIN_LEAD_ROWS + (forward ? aheadRows : 0) };
}
