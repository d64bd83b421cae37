// Forms being filled in the driver app survive a reload or a closed tab (a driver checking a truck in the cold,
// a phone that reloads the page): each form keeps its values under a key in IndexedDB while it is edited and
// clears them when it has been submitted. Generic: a flow names its draft ("checkin", "inspection:<vehicle>").
import { useCallback, useEffect, useRef, useState } from "react";

import type { Clock } from "../../shared/clock";
import { openOfflineDb } from "./offline-db";

/** Writes wait this long after the last change, so typing does not write on every keystroke. */
const SAVE_AFTER_MS = 300;

export async function loadDraft<T>(key: string): Promise<T | undefined> {
  return (await (await openOfflineDb()).get("drafts", key))?.value as T | undefined;
}

/** `savedAt`: when (the client's clock). */
export async function saveDraft<T>(key: string, value: T, savedAt: number): Promise<void> {
  await (await openOfflineDb()).put("drafts", { key, value, savedAt });
}

export async function clearDraft(key: string): Promise<void> {
  await (await openOfflineDb()).delete("drafts", key);
}

/**
 * A form's state kept as a draft: `[value, setValue, clear, restored]`. Until the stored draft has been read the
 * value is `initial`; `restored` says whether a stored draft replaced it. Keys should name the user (the app's
 * draftKey), so one driver never finds another's half-filled form. `clock` (the client's) stamps each write.
 */
export function useDraft<T>(
  key: string,
  initial: T,
  clock: Clock,
): [T, (next: T | ((current: T) => T)) => void, () => Promise<void>, boolean] {
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const touched = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    let live = true;
    touched.current = false;
    loadDraft<T>(key)
      .then((stored) => {
        // Whatever the user typed while the draft was being read wins over the stored one.
        if (!live || stored === undefined || touched.current) return;
        setValue(stored);
        setRestored(true);
      })
      .catch(() => undefined); // no IndexedDB (private mode): the form still works, without drafts
    return () => {
      live = false;
    };
  }, [key]);

  // The last edit is written on unmount too (leaving the screen within SAVE_AFTER_MS of typing).
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void saveDraft(key, latest.current, clock.now()).catch(() => undefined);
    },
    [key, clock],
  );

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      touched.current = true;
      const value = typeof next === "function" ? (next as (current: T) => T)(latest.current) : next;
      latest.current = value;
      setValue(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void saveDraft(key, value, clock.now()).catch(() => undefined);
      }, SAVE_AFTER_MS);
    },
    [key, clock],
  );

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    touched.current = false;
    setRestored(false);
    await clearDraft(key).catch(() => undefined);
  }, [key]);

  return [value, update, clear, restored];
}
