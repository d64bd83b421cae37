import { useCallback } from "react";
import { useSearchParams } from "wouter";

import { HOME_MODE_PARAM, HOME_MODES, type HomeMode } from "./home-routes";

const isMode = (value: string | null): value is HomeMode => (HOME_MODES as readonly (string | null)[]).includes(value);

/** The home filter mode, kept in the address's query (`?show=stats`); an unknown value reads as all. */
export function useHomeMode(): [HomeMode, (mode: HomeMode) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(HOME_MODE_PARAM);
  const mode: HomeMode = isMode(value) ? value : "all";
  const change = useCallback(
    (next: HomeMode) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === "all") updated.delete(HOME_MODE_PARAM);
          else updated.set(HOME_MODE_PARAM, next);
          return updated;
        },
        // A mode is a view of the same page: switching does not fill the back button's history.
        { replace: true },
      ),
    [setParams],
  );
  return [mode, change];
}
