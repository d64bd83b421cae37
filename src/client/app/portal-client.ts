import { systemClock, type Clock } from "../../shared/clock";
import type { BootClaims } from "../boot/boot-handoff";
import { initialAppState, type AppState } from "../sync/app-state";
import type { CommandStore } from "../sync/command-store";
import { followCompanyChanges } from "../sync/company-changes";
import { createConnection, type Connection } from "../sync/connection";
import { LiveNotifications } from "../sync/live-notifications";
import {
  createSessionController,
  CLOSE_SIGNED_OUT,
  type SessionController,
  type SessionOptions,
} from "../sync/session";
import { createSocket, type SocketFactory } from "../sync/socket";
import { Store } from "../sync/store";

/** The client's singletons: one socket per tab, its connection, the store and the session controller. */
export interface PortalClient {
  store: Store<AppState>;
  connection: Connection;
  session: SessionController;
  /** Server-pushed changes, routed to the screens that show them. */
  live: LiveNotifications;
  /** The one clock the client reads the time from (src/shared/clock.ts); components read it with useClock(). */
  clock: Clock;
}

export { websocketUrl } from "../sync/socket-url";

export interface PortalClientOptions extends SessionOptions {
  url: string;
  factory?: SocketFactory;
  local: Storage;
  tab: Storage;
  /** Where unanswered commands wait (the driver app's survive reloads in IndexedDB); in memory by default. */
  commands?: CommandStore;
  /** The inline boot script's requests on the first socket (the portal's cold load: boot-handoff.ts). */
  boot?: BootClaims;
  /** The time (src/shared/clock.ts); the machine's by default. */
  clock?: Clock;
}

/** The same client serves the portal and the driver app (/drive), which passes its app, session keys and commands. */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  const socket = createSocket({
    url: options.url,
    terminalCloseCodes: [CLOSE_SIGNED_OUT],
    ...(options.factory ? { factory: options.factory } : {}),
  });
  const connection = createConnection(socket, undefined, {
    ...(options.commands ? { commands: options.commands } : {}),
    ...(options.boot ? { boot: options.boot } : {}),
  });
  const store = new Store<AppState>(initialAppState());
  const live = new LiveNotifications(connection);
  const session = createSessionController(connection, store, options.local, options.tab, {
    ...(options.app ? { app: options.app } : {}),
    ...(options.keys ? { keys: options.keys } : {}),
    onResumed: () => live.resumed(),
  });
  // An operator's change of the company's features reaches the open session's menu and screens at once.
  followCompanyChanges(live, store);
  return { store, connection, session, live, clock: options.clock ?? systemClock };
}
