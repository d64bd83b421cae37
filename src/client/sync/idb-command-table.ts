import type { CommandTable } from "./offline-commands";
import type { StoredCommand } from "./offline-db";
import { openOfflineDb } from "./offline-db";

/** Where commands wait when the browser refuses IndexedDB (some private modes): this page only, as in the portal. */
const fallback = new Map<string, StoredCommand>();
const keyOf = (clientId: string, seq: number) => `${clientId}/${seq}`;

/**
 * The offline command queue's table in IndexedDB; a put resolves once its transaction has committed. Without
 * IndexedDB the queue still works for the life of the page: a command must never wait forever for its storage.
 */
export const idbCommandTable: CommandTable = {
  async all() {
    try {
      return [...(await (await openOfflineDb()).getAll("commands")), ...fallback.values()];
    } catch {
      return [...fallback.values()];
    }
  },
  async put(command) {
    try {
      await (await openOfflineDb()).put("commands", command);
    } catch {
      fallback.set(keyOf(command.clientId, command.seq), command);
    }
  },
  async delete(clientId, seq) {
    fallback.delete(keyOf(clientId, seq));
    try {
      await (await openOfflineDb()).delete("commands", [clientId, seq]);
    } catch {
      // nothing stored there
    }
  },
};
