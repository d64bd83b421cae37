// The driver app opens without signal (a reload in a dead zone, the phone restarted in the yard): the service worker
// serves the shell, and this shows the last signed-in session's screens at once instead of "Loading…" until the
// socket opens. The session's user, company and roles are remembered on the device while signed in; at start, if
// a stored session exists, they are put in the store as signed in. The real resume follows as soon as the socket
// opens: it refreshes them, or (session ended elsewhere) signs the app out as usual. Only display data is kept —
// the server decides everything on the resumed session.
import type { AppState } from "../sync/app-state";
import type { Store } from "../sync/store";
import { loadStoredSession, type SessionKeys } from "../sync/stored-session";

type Snapshot = Pick<AppState["session"], "userId" | "companyId" | "employee" | "roles"> & {
  entities: AppState["entities"];
};

const KEY = "fleet.drive.offline-session";

function read(): Snapshot | undefined {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? "null") as Snapshot | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the snapshot in step with the store: written while signed in, dropped when signed out. */
export function rememberSession(store: Store<AppState>): void {
  let last: AppState["session"] | undefined;
  store.subscribe(() => {
    const { session, entities } = store.getState();
    if (session === last) return;
    last = session;
    if (session.status === "signedIn") {
      const snapshot: Snapshot = {
        userId: session.userId,
        companyId: session.companyId,
        employee: session.employee,
        roles: session.roles,
        entities,
      };
      localStorage.setItem(KEY, JSON.stringify(snapshot));
    } else if (session.status === "signedOut") localStorage.removeItem(KEY);
  });
}

/** After session.start(): shows the remembered session while the stored one resumes (if both exist and agree). */
export function restoreSession(store: Store<AppState>, keys: SessionKeys): void {
  const stored = loadStoredSession(localStorage, sessionStorage, keys);
  const snapshot = read();
  if (!stored || !snapshot || (stored.company && stored.company !== snapshot.companyId)) return;
  store.update((draft) => {
    draft.entities = snapshot.entities;
    draft.session = {
      status: "signedIn",
      userId: snapshot.userId,
      companyId: snapshot.companyId,
      employee: snapshot.employee,
      roles: snapshot.roles,
    };
  });
  store.flush();
}
