// Collections (docs/design/client-shell.md "The connection"): one per list or window key, counted by subscribers,
// loaded on first use and reloaded after a reconnect so a screen that stayed open shows what changed while it was
// offline.

export interface CollectionLoader {
  /** Loads (or reloads) the collection into the store. */
  load(): Promise<void>;
  /** Runs when its last user lets go (a subscription the server keeps for it ends: list-watches.ts). */
  release?(): void;
}

interface Entry {
  subscribers: number;
  loader: CollectionLoader;
  loading: Promise<void> | undefined;
}

export class Collections {
  private readonly entries = new Map<string, Entry>();

  /** Starts using a collection; returns the release function. The first user triggers the load. */
  acquire(key: string, loader: CollectionLoader): () => void {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { subscribers: 0, loader, loading: undefined };
      this.entries.set(key, entry);
      this.load(entry);
    }
    entry.subscribers += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.subscribers -= 1;
      if (entry.subscribers > 0 || this.entries.get(key) !== entry) return;
      this.entries.delete(key);
      entry.loader.release?.();
    };
  }

  /** Reloads every collection in use (after a reconnect and session resume). */
  refetchAll(): Promise<void> {
    return Promise.all([...this.entries.values()].map((entry) => this.load(entry))).then(() => undefined);
  }

  /** Forgets everything (sign-out cleans up local data). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  subscribers(key: string): number {
    return this.entries.get(key)?.subscribers ?? 0;
  }

  private load(entry: Entry): Promise<void> {
    entry.loading ??= entry.loader.load().finally(() => (entry.loading = undefined));
    return entry.loading;
  }
}
