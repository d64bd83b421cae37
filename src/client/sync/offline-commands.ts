// The driver app's offline command queue: commands survive reloads in IndexedDB (docs/design/commands.md). It is
// the connection's CommandStore (connection.ts): a command is written here before it is sent, stays until any
// complete reply arrives, and is resent after every reconnect and after a reload with its original {clientId, seq};
// the server's command_replies answer a resend of an applied command with the recorded reply, so
// a check-in made in a yard without signal is applied exactly once whenever the socket comes back.
//
// Commands belong to the user who made them. The queue loads only the signed-in user's, and only once someone is
// signed in: a phone shared by two drivers never sends one driver's queued check-in under the other's session.
import type { Clock } from "../../shared/clock";
import type { CommandStore, PendingCommand } from "./command-store";
import type { StoredCommand } from "./offline-db";

/** Where the commands live: IndexedDB in the app (idbCommandTable), a Map in tests. */
export interface CommandTable {
  all(): Promise<StoredCommand[]>;
  put(command: StoredCommand): Promise<void>;
  delete(clientId: string, seq: number): Promise<void>;
}

export class OfflineCommandStore implements CommandStore {
  private user: string | undefined;
  private readonly signedIn: Promise<string>;
  private resolveSignedIn!: (userId: string) => void;
  /** The signed-in user's waiting commands, for "waiting to send (n)". */
  private readonly waiting = new Set<string>();
  /** The signed-in user's commands the server refused, oldest first (a new array on every change). */
  private refusedList: readonly StoredCommand[] = [];
  private readonly listeners = new Set<() => void>();

  /** `clock` stamps when a command was queued or refused (the client's clock: PortalClient.clock). */
  constructor(
    private readonly table: CommandTable,
    private readonly clock: Clock,
  ) {
    this.signedIn = new Promise((resolve) => (this.resolveSignedIn = resolve));
  }

  /** Who is signed in now (the app calls this whenever its session changes). */
  setUser(userId: string | undefined): void {
    if (userId === this.user) return;
    this.user = userId;
    this.waiting.clear();
    this.refusedList = [];
    if (userId) {
      this.resolveSignedIn(userId);
      void this.table.all().then((all) => {
        if (this.user !== userId) return;
        const mine = all.filter((command) => command.userId === userId);
        for (const command of mine) if (!command.refused) this.waiting.add(keyOf(command));
        this.refusedList = mine.filter((command) => command.refused).sort((a, b) => a.queuedAt - b.queuedAt);
        this.changed();
      });
    } else this.changed();
  }

  async load(): Promise<PendingCommand[]> {
    const userId = await this.signedIn;
    const all = await this.table.all();
    return all
      .filter((command) => command.userId === userId && !command.refused)
      .sort((a, b) => a.queuedAt - b.queuedAt)
      .map(({ userId: _user, queuedAt: _at, refused: _refused, ...command }) => command);
  }

  async put(command: PendingCommand): Promise<void> {
    // A command needs a session to be sent at all, so there is always a user here; "" only guards the type.
    const userId = this.user ?? "";
    await this.table.put({ ...command, userId, queuedAt: this.clock.now() });
    this.waiting.add(keyOf(command));
    this.changed();
  }

  async remove(clientId: string, seq: number): Promise<void> {
    await this.table.delete(clientId, seq);
    if (this.waiting.delete(`${clientId}/${seq}`)) this.changed();
  }

  /** Keeps a refused command (never resent) for the user to see; the in-memory list changes at once. */
  refuse(command: PendingCommand, error: { messageId: string; hint: string }): void {
    const at = this.clock.now();
    const stored: StoredCommand = { ...command, userId: this.user ?? "", queuedAt: at, refused: { ...error, at } };
    this.waiting.delete(keyOf(command));
    this.refusedList = [...this.refusedList.filter((c) => keyOf(c) !== keyOf(command)), stored];
    this.changed();
    void this.table.put(stored);
  }

  /** The signed-in user's refused commands, until dismissed (stable between changes, for useSyncExternalStore). */
  get refused(): readonly StoredCommand[] {
    return this.refusedList;
  }

  /** The user has seen a refused command (or dealt with it): forget it. */
  async dismiss(clientId: string, seq: number): Promise<void> {
    this.refusedList = this.refusedList.filter((c) => keyOf(c) !== `${clientId}/${seq}`);
    this.changed();
    await this.table.delete(clientId, seq);
  }

  /** How many of the signed-in user's commands have not been answered yet. */
  get size(): number {
    return this.waiting.size;
  }

  /** For useSyncExternalStore: called after every change of `size`. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

const keyOf = (command: Pick<PendingCommand, "clientId" | "seq">) => `${command.clientId}/${command.seq}`;
