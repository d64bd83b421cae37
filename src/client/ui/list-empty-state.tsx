import type { ReactNode } from "react";

/**
 * A list with no rows before any search or filter: it says the list is empty and offers the first step (add
 * one). "No results match search" is kept for a search or filter that found nothing — telling a newcomer their
 * search failed when they never searched reads as a fault.
 */
export function ListEmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-600"
      data-testid="list-empty"
    >
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      {action}
    </div>
  );
}

function meaningful(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (typeof value === "object") return Object.values(value).some(meaningful);
  return true;
}

/**
 * True when `filter` narrows nothing beyond `defaults`: the same values, or empty ones (a cleared search box,
 * column filters with no text). Such a list's emptiness means "nothing here yet", not "nothing matched".
 */
export function isUnfiltered<F extends object>(filter: F, defaults: Partial<F>): boolean {
  for (const [key, value] of Object.entries(filter)) {
    const fallback = (defaults as Record<string, unknown>)[key];
    if (fallback !== undefined ? value !== fallback : meaningful(value)) return false;
  }
  return true;
}
