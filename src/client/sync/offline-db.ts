// The driver app's device storage (IndexedDB through idb): commands waiting for the server and forms being filled.
// One small database for both, opened once per page. The portal never opens it.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

import type { PendingCommand } from "./command-store";

/** A command as kept on the device: whose it is and when it was queued (the order it is resent in). */
export interface StoredCommand extends PendingCommand {
  userId: string;
  queuedAt: number;
  /** Set when the server refused it: kept (never resent) until the user has seen it and dismissed it. */
  refused?: { messageId: string; hint: string; at: number };
}

export interface StoredDraft {
  key: string;
  value: unknown;
  savedAt: number;
}

interface OfflineSchema extends DBSchema {
  commands: { key: [string, number]; value: StoredCommand };
  drafts: { key: string; value: StoredDraft };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const NAME = "fleet-offline";
let opening: Promise<OfflineDb> | undefined;

export function openOfflineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore("commands", { keyPath: ["clientId", "seq"] });
      db.createObjectStore("drafts", { keyPath: "key" });
    },
  });
  return opening;
}
