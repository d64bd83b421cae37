// Where unacknowledged commands wait (docs/design/commands.md). The portal keeps them in memory, across reconnects;
// the driver app implements this interface over IndexedDB (offline-commands.ts) to keep them across reloads too. Each
// command keeps the client id it was stamped with: a page makes a new client id when it starts, so sequence numbers
// never need to survive a reload, and a resend from an earlier page still carries its original stamp.
import type { EventName } from "../../shared/generated/events";

export interface PendingCommand {
  clientId: string;
  seq: number;
  eventName: EventName;
  /** The request payload, already encoded for the wire. */
  payload: unknown;
}

export interface CommandStore {
  /** Every command not yet acknowledged, oldest first (an IndexedDB store returns earlier pages' too). */
  load(): Promise<PendingCommand[]>;
  /** Resolves once the command is stored: it is sent only then, so a reload cannot lose a sent command's record. */
  put(command: PendingCommand): Promise<void>;
  /** Called when the server answered (applied, refused, or the recorded reply of a resend). */
  remove(clientId: string, seq: number): Promise<void>;
  /**
   * Called instead of remove when the server refused the command, before the caller hears of it. A store that
   * outlives the page (the driver app's) keeps it to show the user: its page may be long gone, and a refused
   * inspection must not vanish without a word. Called synchronously enough that the caller can dismiss it.
   */
  refuse?(command: PendingCommand, error: { messageId: string; hint: string }): void;
}

export class MemoryCommandStore implements CommandStore {
  private readonly commands = new Map<string, PendingCommand>();

  async load(): Promise<PendingCommand[]> {
    return [...this.commands.values()];
  }

  async put(command: PendingCommand): Promise<void> {
    this.commands.set(`${command.clientId}/${command.seq}`, command);
  }

  async remove(clientId: string, seq: number): Promise<void> {
    this.commands.delete(`${clientId}/${seq}`);
  }

  get size(): number {
    return this.commands.size;
  }
}

/** 128 random bits as hex: unguessable, so one client cannot read another's recorded replies. */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
