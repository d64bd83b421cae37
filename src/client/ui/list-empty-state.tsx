import type { ReactNode } from "react";
import { Link } from "wouter";

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

/** The empty state's first step: a link styled as a quiet button ("Add your first vehicle"). */
export function EmptyListLink({ href, children, page }: { href: string; children: ReactNode; page?: boolean }) {
  const className =
    "rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300";
  // `page`: another app (the driver app), loaded as a page rather than routed here.
  return page ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <Link className={className} href={href}>
      {children}
    </Link>
  );
}

/** A list's main action beside its column picker ("Add vehicle"). */
export const LIST_ADD_ACTION = "rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800";
