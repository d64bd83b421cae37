import { memo, useLayoutEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";

import { firstVisibleRow, placeRows, rowGeometry, scrollTopForIndex } from "./scaled-rows";
import { TableRow } from "./table-row";
import { useScrollLead } from "./use-scroll-lead";
import type { VirtualBodyProps } from "./virtual-table";

/**
 * The rows of every list. Rows have one fixed height, so which rows a scroll position shows is arithmetic: no
 * per-row measurement (a virtualizer that measures keeps an entry per row, 10⁶ of them on the largest lists, and
 * rebuilds them when the count changes). A list taller than the browser can lay out (10⁶ rows) gets a body
 * MAX_SCROLL_HEIGHT_PX tall whose scroll positions map onto the rows' virtual offset (scaled-rows.ts): a wheel step
 * moves `ratio` times as many rows as it would one-to-one, and the scrollbar reaches every row, the last one
 * included. Below the cap the ratio is 1.
 */
function ScaledBodyInner<T>({
  scrollElement,
  scrollToIndexRef,
  count,
  rowAt,
  onRangeChange,
  columns,
  gridTemplate,
  rowHeight,
  overscan,
  active,
  onOpen,
}: VirtualBodyProps<T>) {
  const [scrollTop, setScrollTop] = useState(scrollElement.scrollTop);
  const [viewport, setViewport] = useState(scrollElement.clientHeight);
  useLayoutEffect(() => {
    // Synchronous: the rows of a scroll frame are painted in that frame, never a frame late.
    const onScroll = () => flushSync(() => setScrollTop(scrollElement.scrollTop));
    const resize = new ResizeObserver(() => setViewport(scrollElement.clientHeight));
    scrollElement.addEventListener("scroll", onScroll, { passive: true });
    resize.observe(scrollElement);
    setScrollTop(scrollElement.scrollTop);
    return () => {
      scrollElement.removeEventListener("scroll", onScroll);
      resize.disconnect();
    };
  }, [scrollElement]);

  const geometry = useMemo(() => rowGeometry(count, rowHeight, viewport), [count, rowHeight, viewport]);
  const rows = placeRows(scrollTop, viewport, count, rowHeight, overscan, geometry);
  // Handed to the table after each render (keyboard moves call it from their event handlers, always later).
  useLayoutEffect(() => {
    scrollToIndexRef.current = (index) => {
      scrollElement.scrollTop = scrollTopForIndex(
        index,
        scrollElement.scrollTop,
        scrollElement.clientHeight,
        rowHeight,
        geometry,
      );
    };
  });
  const virtualTop = scrollTop * geometry.ratio;
  const first = Math.min(count - 1, firstVisibleRow(virtualTop, rowHeight));
  const last = Math.min(count - 1, Math.max(first, Math.ceil((virtualTop + viewport) / rowHeight) - 1));
  const { before, after } = useScrollLead(virtualTop, rowHeight, viewport);
  useLayoutEffect(
    () => onRangeChange(first, last, { before, after }),
    [first, last, before, after, onRangeChange, count],
  );
  return (
    // data-row-ratio: rows' px per scrolled px, for tests and the bench that scroll to a row (scrollTopOfRow).
    <div role="rowgroup" data-row-ratio={geometry.ratio} style={{ height: geometry.bodyHeight, position: "relative" }}>
      {rows.map((row) => (
        <TableRow
          key={row.index}
          index={row.index}
          row={rowAt(row.index)}
          columns={columns}
          gridTemplate={gridTemplate}
          top={row.top}
          height={rowHeight}
          active={row.index === active}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

export const ScaledBody = memo(ScaledBodyInner) as typeof ScaledBodyInner;
