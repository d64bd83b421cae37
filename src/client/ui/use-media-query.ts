import { useSyncExternalStore } from "react";

/**
 * Tailwind's `md` breakpoint: below it the v3 sidebar is a drawer (docs/design/client-shell.md
 * "Two layouts: classic and v3").
 */
export const WIDE_SCREEN_QUERY = "(min-width: 768px)";
/** Tailwind's `sm` breakpoint: below it is a phone held upright (390 px in the journeys). */
export const PHONE_QUERY = "(max-width: 639px)";

/** Whether a CSS media query matches now; re-renders when it starts or stops matching (rotation, resize). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener("change", listener);
      return () => list?.removeEventListener("change", listener);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
