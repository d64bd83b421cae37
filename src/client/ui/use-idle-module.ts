import { useEffect, useState } from "react";

import { whenIdle } from "../app/lazy-screen";

/**
 * A module a screen needs only once the user acts (a combobox's code, ~35 KB gzip of Headless UI): fetched when the
 * browser is idle after the screen has shown, or at once when `want()` is called (the user focused its stand-in).
 * Returns the module when it has arrived, and `want`.
 */
export function useIdleModule<M>(load: () => Promise<M>): { module: M | undefined; want: () => void } {
  const [module, setModule] = useState<M>();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    const fetch = () => load().then((loaded) => live && setModule(() => loaded));
    const cancel = wanted ? (void fetch().catch(() => undefined), () => {}) : whenIdle(fetch);
    return () => {
      live = false;
      cancel();
    };
  }, [load, wanted]);
  return { module, want: () => setWanted(true) };
}
