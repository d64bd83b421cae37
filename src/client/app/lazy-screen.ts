// Portal screens load as their own chunks (the sign-in page stays small). SPEC §8/§9: a chunk that fails to
// load is a ChunkLoadError, and the load times out after 120000 ms; ChunkErrorBoundary offers a reload.
import { lazy, type ComponentType } from "react";

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
