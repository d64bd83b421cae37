import { API_PATH } from "../../shared/protocol/messages";
import { initialAppState, type AppState } from "../sync/app-state";
import { createConnection, type Connection } from "../sync/connection";
import { LiveNotifications } from "../sync/live-notifications";
import { createSessionController, CLOSE_SIGNED_OUT, type SessionController } from "../sync/session";
import { createSocket, type SocketFactory } from "../sync/socket";
import { Store } from "../sync/store";

/** The client's singletons: one socket per tab, its connection, the store and the session controller. */
export interface PortalClient {
  store: Store<AppState>;
  connection: Connection;
  session: SessionController;
  /** Server-pushed changes, routed to the screens that show them. */
  live: LiveNotifications;
}

export function websocketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${API_PATH}`;
}

export function createPortalClient(options: { url: string; factory?: SocketFactory; local: Storage; tab: Storage }): PortalClient {
  const socket = createSocket({ url: options.url, terminalCloseCodes: [CLOSE_SIGNED_OUT], ...(options.factory ? { factory: options.factory } : {}) });
  const connection = createConnection(socket);
  const store = new Store<AppState>(initialAppState());
  const session = createSessionController(connection, store, options.local, options.tab);
  return { store, connection, session, live: new LiveNotifications(connection) };
}
