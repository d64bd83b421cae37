// Screens still waiting for their first data hold back idle work (lazy-screen.ts whenIdle: the code of the screens a
// user opens next, a picker's code): fetched in the middle of a cold load, it competes with the screen being shown,
// and a list's first rows are what its cold load is for (docs/design/cold-loads.md "Idle work"). A windowed list
// holds until its first answer.

const holds = new Set<symbol>();
const waiting = new Set<() => void>();

/** Holds idle work back until the returned release is called (it may be called more than once). */
export function holdIdleWork(): () => void {
  const hold = Symbol("idle hold");
  holds.add(hold);
  return () => {
    if (!holds.delete(hold) || holds.size > 0) return;
    for (const resume of waiting) {
      waiting.delete(resume);
      resume();
    }
  };
}

/** Runs `run` now if nothing holds idle work back, else once the last hold is released; returns the cancel. */
export function whenUnheld(run: () => void): () => void {
  if (holds.size === 0) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => void waiting.delete(run);
}
