// The load-balancer test's clients: the portal's own sync layer (src/client/sync: socket → connection → session →
// store), over `ws`, each with the vehicle list open as a live windowed list — what a browser tab on the vehicles
// screen holds — and a record of what that list showed when. Tabs of one session share their stored session, as a
// browser's tabs share localStorage.
import WebSocket from "ws";

import { vehicleListSpec, type VehicleRow } from "../../src/client/features/vehicles/vehicle-list-query";
import { initialAppState, type AppState } from "../../src/client/sync/app-state";
import { completePayload } from "../../src/client/sync/complete-payload";
import { createConnection } from "../../src/client/sync/connection";
import { fetchListWindow, listKey, liveListChanges } from "../../src/client/sync/list-spec";
import type { ListState } from "../../src/client/sync/list-state";
import { LiveNotifications } from "../../src/client/sync/live-notifications";
import { CLOSE_SIGNED_OUT, createSessionController, type SessionController } from "../../src/client/sync/session";
import { createSocket, type ManagedSocket, type SocketLike } from "../../src/client/sync/socket";
import { Store } from "../../src/client/sync/store";
import type { StorageLike } from "../../src/client/sync/stored-session";
import { WindowedListController } from "../../src/client/sync/windowed-list";
import { systemClock } from "../../src/shared/clock";
import type { VehicleSaveRequest } from "../../src/shared/generated/vehicles";
import { sleep } from "./processes";

export function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A value as a client showed it over time (only its changes are kept). */
export class History {
  readonly changes: { at: number; value: number }[] = [];

  record(at: number, value: number): void {
    if (this.changes.at(-1)?.value !== value) this.changes.push({ at, value });
  }

  /** What it showed at `at` (undefined: nothing yet). */
  valueAt(at: number): number | undefined {
    let value: number | undefined;
    for (const change of this.changes) {
      if (change.at > at) break;
      value = change.value;
    }
    return value;
  }

  /** The first moment from `from` on at which it showed `target` or more (undefined: not yet). */
  reachedAt(target: number, from: number): number | undefined {
    if ((this.valueAt(from) ?? -Infinity) >= target) return from;
    return this.changes.find((change) => change.at > from && change.value >= target)?.at;
  }
}

/** The test's edits write the vehicle's model as "s<sequence number>": later writes carry larger numbers. */
export const modelOf = (seq: number) => `s${seq}`;
const seqOf = (model: string | undefined) => {
  const match = /^s(\d+)$/.exec(model ?? "");
  return match ? Number(match[1]) : -1;
};

/** The vehicle list as the screen opens it: default filter and sort, the name and make/model columns. */
const LIST_QUERY = {
  filter: vehicleListSpec.defaultFilter,
  sort: vehicleListSpec.defaultSort,
  fields: ["name", "make", "model"] as const,
};

export type WriteOutcome = { ok: true; id: string } | { ok: false; error: string };

/** One client: a browser tab on the vehicle list, through the load balancer. */
export class Tab {
  readonly socket: ManagedSocket;
  readonly session: SessionController;
  readonly store: Store<AppState>;
  readonly live: LiveNotifications;
  /** The local port of its current connection: HAProxy's `show sess` says which process it reached. */
  localPort: number | undefined;
  readonly closes: { at: number; code: number }[] = [];
  readonly opens: number[] = [];
  /** For each tracked vehicle (by id), the sequence number of the model the list showed. */
  readonly shown = new Map<string, History>();
  /** The list's count. */
  readonly count = new History();
  private list: WindowedListController<VehicleRow> | undefined;
  private readonly key = listKey(vehicleListSpec, LIST_QUERY.filter, LIST_QUERY.sort);

  constructor(
    readonly index: number,
    /** Which of the test's sessions the tab belongs to. */
    readonly sessionIndex: number,
    wsUrl: string,
    readonly local: StorageLike,
    tracked: readonly string[],
  ) {
    this.socket = createSocket({
      url: wsUrl,
      factory: (url) => {
        const ws = new WebSocket(url);
        ws.on("upgrade", (response) => (this.localPort = response.socket.localPort));
        return ws as unknown as SocketLike;
      },
      terminalCloseCodes: [CLOSE_SIGNED_OUT],
      // The portal's own backoff (socket.ts defaults: 0.5 s doubling to 30 s): recovery is timed as users get it.
    });
    this.socket.closes$.subscribe(({ code }) => this.closes.push({ at: performance.now(), code }));
    this.socket.state$.subscribe((state) => state === "open" && this.opens.push(performance.now()));
    const connection = createConnection(this.socket);
    this.store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
    // Composed as createPortalClient composes it (src/client/app/portal-client.ts).
    this.live = new LiveNotifications(connection);
    const live = this.live;
    this.session = createSessionController(connection, this.store, local, memoryStorage(), {
      onResumed: () => live.resumed(),
    });
    for (const id of tracked) this.shown.set(id, new History());
    this.store.subscribe(() => this.recordList());
  }

  private recordList(): void {
    const list = this.store.getState().lists[this.key] as ListState<VehicleRow> | undefined;
    if (!list) return;
    const at = performance.now();
    if (list.count !== undefined) this.count.record(at, list.count);
    const window = list.windows[0];
    if (!window) return;
    for (const [id, history] of this.shown) {
      const row = window.items[id];
      if (row) history.record(at, seqOf(row.model));
    }
  }

  get signedIn(): boolean {
    return this.store.getState().session.status === "signedIn";
  }

  get companyId(): string | undefined {
    return this.store.getState().session.companyId;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.session.start();
    await this.session.signIn(email, password, true);
  }

  /** Opens with the session its tabs share (stored by the first tab's sign-in) and waits until it is resumed. */
  async resume(timeoutMs = 20_000): Promise<void> {
    this.session.start();
    const deadline = performance.now() + timeoutMs;
    while (!this.signedIn) {
      if (performance.now() > deadline) throw new Error(`tab ${this.index} did not resume its session`);
      await sleep(20);
    }
  }

  /** The vehicle list on screen: its first window, kept live by the company's change notifications. */
  async openList(): Promise<void> {
    const list = new WindowedListController<VehicleRow>({
      store: this.store,
      clock: systemClock,
      key: this.key,
      fetchWindow: (offset, limit) => fetchListWindow(vehicleListSpec, this.session.api, LIST_QUERY, offset, limit),
    });
    this.list = list;
    list.ensureRange(0, 0);
    // As useList keeps a list live: its notifications, and a refresh after every resume.
    liveListChanges(vehicleListSpec.listenChanges, this.live)((items) => list.applyChanges(items));
    await list.settled();
  }

  /** A vehicle save, as a command stamped with this tab's client id (src/client/sync/connection.ts). */
  async save(request: VehicleSaveRequest): Promise<WriteOutcome> {
    try {
      const vehicle = await completePayload(this.session.api.vehicleSave(request));
      return { ok: true, id: vehicle.id };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  close(): void {
    this.list?.dispose();
    this.socket.disconnect();
  }
}
