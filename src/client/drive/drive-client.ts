// The driver app's client: the portal's client spine (one socket, the connection's exactly-once commands, the
// store, the session controller) with the driver app's own session keys, the "drive" sign-in that lets drivers
// in (docs/driver-app.md "Who may do what"), and the offline command queue in IndexedDB so what a driver submits
// survives a dead zone or a reload.
import type { Clock } from "../../shared/clock";
import { createPortalClient, websocketUrl, type PortalClient } from "../app/portal-client";
import { idbCommandTable } from "../sync/idb-command-table";
import { OfflineCommandStore } from "../sync/offline-commands";
import type { SessionKeys } from "../sync/stored-session";
import { rememberSession, restoreSession } from "./offline-session";

/** Beside the portal's (stored-session.ts): a driver's session never reaches the portal, nor a manager's the app. */
export const DRIVE_SESSION_KEYS: SessionKeys = { session: "fleet.drive.session", token: "fleet.drive.session.token" };

export interface DriveClient extends PortalClient {
  /** Commands waiting for the server (for "waiting to send (n)"). */
  commands: OfflineCommandStore;
  /** Connects (docs/driver-app.md "The app shell") and shows the remembered session while the stored one resumes. */
  start(): void;
}

/** `clock`: the time the client and its offline queue read (PortalClient.clock). */
export function createDriveClient(clock: Clock): DriveClient {
  const commands = new OfflineCommandStore(idbCommandTable, clock);
  const client = createPortalClient({
    url: websocketUrl(window.location),
    local: window.localStorage,
    tab: window.sessionStorage,
    app: "drive",
    keys: DRIVE_SESSION_KEYS,
    commands,
    clock,
  });
  // The queue belongs to whoever is signed in: it loads and counts only their commands (offline-commands.ts).
  const followSession = () => {
    const { status, userId } = client.store.getState().session;
    commands.setUser(status === "signedIn" ? userId : undefined);
  };
  client.store.subscribe(followSession);
  followSession();
  // Offline, a socket can look open for minutes while nothing gets through: give it up, so what is submitted now
  // waits in the queue (and says so). Back online, try at once instead of at the end of the backoff (up to 30 s).
  window.addEventListener("offline", () => client.connection.socket.drop("the browser is offline"));
  window.addEventListener("online", () => client.connection.socket.reconnectNow());
  rememberSession(client.store);
  const start = () => {
    client.session.start();
    restoreSession(client.store, DRIVE_SESSION_KEYS);
  };
  return { ...client, commands, start };
}
