/**
 * Which sockets show which list that is not their own company's (the operator's cross-company lists,
 * docs/design/change-feed.md "Live lists over every company"). A company's own screens need no watch: its sockets get
 * every change of the company (change-feed.ts). A list that spans companies cannot work that way without sending every
 * company's changes to every operator socket all the time, so a screen says when it shows such a list (`filter`: the
 * one company it is narrowed to, "" for all) and when it no longer does; the socket registry drops a socket's watches
 * when it closes or changes session.
 */
import type { RegisteredSocket } from "./socket-registry";

/** Lists one socket may watch at once: a screen shows one or two; anything more is a client gone wrong. */
export const MAX_WATCHES_PER_SOCKET = 16;

const watchKey = (list: string, filter: string) => `${list}\u0000${filter}`;

export class ListWatches {
  /** list → filter → the sockets watching it. */
  private readonly byList = new Map<string, Map<string, Set<RegisteredSocket>>>();
  /** socket → its watches (list\0filter), to drop them when it goes. */
  private readonly ofSocket = new Map<RegisteredSocket, Map<string, { list: string; filter: string }>>();

  /** Starts a watch; false (and nothing changes) when the socket already has MAX_WATCHES_PER_SOCKET others. */
  add(socket: RegisteredSocket, list: string, filter: string): boolean {
    const own = this.ofSocket.get(socket) ?? new Map<string, { list: string; filter: string }>();
    const key = watchKey(list, filter);
    if (own.has(key)) return true;
    if (own.size >= MAX_WATCHES_PER_SOCKET) return false;
    own.set(key, { list, filter });
    this.ofSocket.set(socket, own);
    const filters = this.byList.get(list) ?? new Map<string, Set<RegisteredSocket>>();
    const sockets = filters.get(filter) ?? new Set<RegisteredSocket>();
    sockets.add(socket);
    filters.set(filter, sockets);
    this.byList.set(list, filters);
    return true;
  }

  delete(socket: RegisteredSocket, list: string, filter: string): void {
    const own = this.ofSocket.get(socket);
    if (!own?.delete(watchKey(list, filter))) return;
    if (own.size === 0) this.ofSocket.delete(socket);
    const filters = this.byList.get(list);
    const sockets = filters?.get(filter);
    sockets?.delete(socket);
    if (sockets?.size === 0) filters!.delete(filter);
    if (filters?.size === 0) this.byList.delete(list);
  }

  /** Drops every watch of the socket (closed, signed out, revoked, or bound to another session). */
  drop(socket: RegisteredSocket): void {
    for (const { list, filter } of this.ofSocket.get(socket)?.values() ?? []) this.delete(socket, list, filter);
  }

  /** The list's watchers by filter ("" for every company); empty when nobody shows it. */
  watchersOf(list: string): ReadonlyMap<string, ReadonlySet<RegisteredSocket>> {
    return this.byList.get(list) ?? new Map();
  }

  /** Whether a change of `companyId` would reach a watcher of the list. */
  wants(list: string, companyId: string): boolean {
    const filters = this.byList.get(list);
    return filters !== undefined && (filters.has("") || filters.has(companyId));
  }

  /** How many sockets watch anything (tests). */
  get socketCount(): number {
    return this.ofSocket.size;
  }
}
