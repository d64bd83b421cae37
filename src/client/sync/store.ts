// The entity store (docs/design/client-shell.md "The connection"): immutable state updated with immer. Updates are
// queued and applied together in one `produce` at the next animation frame, so a burst of messages costs one commit
// and one render.
import { produce, type Draft } from "immer";

export type Recipe<S> = (draft: Draft<S>) => void;
export type FrameScheduler = (callback: () => void) => void;

const defaultScheduler: FrameScheduler =
  typeof requestAnimationFrame === "function"
    ? (callback) => requestAnimationFrame(() => callback())
    : (callback) => setTimeout(callback, 16);

export class Store<S> {
  private state: S;
  private readonly listeners = new Set<() => void>();
  private queued: Recipe<S>[] = [];
  private scheduled = false;
  /** Commits made so far; the benchmark reads it to prove at most one commit per frame. */
  commits = 0;

  constructor(
    initial: S,
    private readonly schedule: FrameScheduler = defaultScheduler,
  ) {
    this.state = initial;
  }

  getState = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Queues a change for the next frame. */
  update(recipe: Recipe<S>): void {
    this.queued.push(recipe);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  /** Applies queued changes now (used when the next screen must see them at once, and by tests). */
  flush(): void {
    this.scheduled = false;
    if (this.queued.length === 0) return;
    const recipes = this.queued;
    this.queued = [];
    const next = produce(this.state, (draft) => {
      for (const recipe of recipes) recipe(draft);
    });
    if (next === this.state) return;
    this.state = next;
    this.commits += 1;
    for (const listener of this.listeners) listener();
  }
}
