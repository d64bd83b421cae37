// Portal screens load as their own chunks (the sign-in page stays small). A chunk that fails to load is a
// ChunkLoadError, and the load times out after 120000 ms; ChunkErrorBoundary offers a reload
// (docs/design/cold-loads.md "Lazy screens and chunk errors").
import { createElement, lazy, useRef, type ComponentType } from "react";

import { whenUnheld } from "../sync/idle-holds";

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`Loading a part of the portal failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "ChunkLoadError";
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`no answer in ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** `lazyScreen(() => import("./x-page"), "XPage")`: a lazy component whose load failure is a ChunkLoadError. */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(() => withChunkTimeout(load).then((module) => ({ default: module[name] as ComponentType })));
}

export type PreloadableScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads on demand and which renders at once, without suspending, when that code has already
 * arrived (the route preload of a cold load, an idle preload of the next screens). React.lazy suspends on its first
 * render even for a module that has loaded, and React then holds the fallback for its Suspense reveal throttle
 * (~300 ms): that was a third of a cold load of the vehicle list.
 */
export function preloadableScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PreloadableScreen {
  let ready: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= withChunkTimeout(load).then((module) => (ready = pick(module)))).catch((error: unknown) => {
      loading = undefined; // a later visit tries again
      throw error;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen() {
    // Decided once per mount: switching from the lazy wrapper to the loaded component would remount the screen.
    const component = useRef(ready).current;
    return component ? createElement(component) : createElement(Lazy);
  }
  Screen.preload = preload;
  return Screen;
}

/** Calls `run` when the browser is idle (at the latest after 3 s); returns the cancel. */
function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 3000 });
  return () => cancelIdleCallback(handle);
}

/**
 * Runs `task` when the browser is idle (at the latest after 3 s) and no screen is waiting for its first data, for
 * work that must not compete with the screen being shown: fetching the code of the screens a user opens next.
 * Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(task: () => Promise<unknown>): () => void {
  let cancel = () => {};
  const schedule = () => {
    cancel = onIdle(attempt);
  };
  // Idle, the task still waits for any screen that has not shown its first data (idle-holds.ts), then for idle again.
  const attempt = () => {
    let held = false;
    cancel = whenUnheld(() => (held ? schedule() : void task().catch(() => undefined)));
    held = true;
  };
  schedule();
  return () => cancel();
}
