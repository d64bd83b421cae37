import type { ClientApp, SignedInSession, UserSignInRequest } from "../../shared/generated/accounts";
// Sign-in, resume and sign-out on top of the connection; keeps the store's session and entities in step.
import { createApi, type Api } from "../../shared/generated/client";
import { BOOT_PLAN_KEY } from "../boot/boot-plan";
import { clearSnapshots } from "../boot/screen-snapshot";
import type { AppState } from "./app-state";
import { initialAppState } from "./app-state";
import { Collections } from "./collections";
import { completePayload } from "./complete-payload";
import type { Connection } from "./connection";
import { toServerError } from "./server-error";
import type { Store } from "./store";
import {
  PORTAL_SESSION_KEYS,
  clearStoredSession,
  loadDeviceToken,
  loadStoredSession,
  resumePayload,
  saveDeviceToken,
  saveStoredSession,
  type SessionKeys,
  type StorageLike,
} from "./stored-session";

/** Close code the server uses after sign-out (src/server/ws/close-codes.ts). */
export const CLOSE_SIGNED_OUT = 4001;

export interface SessionController {
  readonly api: Api;
  readonly collections: Collections;
  start(): void;
  /** `extra` carries what the sign-in form adds to the request (the bot-check answer). */
  signIn(email: string, password: string, auto: boolean, extra?: Partial<UserSignInRequest>): Promise<void>;
  /** Rejects with a ServerError when the server refuses; the caller shows it in the sign-out dialog. */
  signOut(): Promise<void>;
  switchCompany(companyId: string): Promise<void>;
}

export interface SessionOptions {
  /**
   * The app signing in: the server lets different roles into the portal and the driver app
   * (docs/design/client-shell.md "Decisions").
   */
  app?: ClientApp;
  /** Where this app keeps its session (the driver app keeps its own beside the portal's). */
  keys?: SessionKeys;
  /**
   * After each resume that follows a reconnect (or a company switch): what screens show may have changed meanwhile
   * (LiveNotifications.resync).
   */
  onResumed?: () => void;
}

export function createSessionController(
  connection: Connection,
  store: Store<AppState>,
  local: StorageLike,
  tab: StorageLike,
  options: SessionOptions = {},
): SessionController {
  const api = createApi(connection);
  const keys = options.keys ?? PORTAL_SESSION_KEYS;
  const app = options.app ? { app: options.app } : {};
  const collections = new Collections();
  const socket = connection.socket;

  const apply = (session: SignedInSession, auto: boolean) => {
    saveStoredSession(local, tab, { token: session.token, auto, company: session.company?.id }, keys);
    store.update((draft) => {
      draft.entities.users[session.user.id] = session.user;
      for (const [id, company] of Object.entries(session.companies)) draft.entities.companies[id] = company;
      draft.session = {
        status: "signedIn",
        userId: session.user.id,
        companyId: session.company?.id,
        employee: session.employee,
        roles: session.employee?.roles ?? [],
        ...(session.viewAs ? { viewAs: session.viewAs } : {}),
        ...(session.firstSignIn ? { firstSignIn: true } : {}),
      };
    });
    // The next screen reads the session at once: commit now rather than at the next frame.
    store.flush();
  };

  /** Drops everything local a sign-out clears (docs/design/client-shell.md "What the client stores"). */
  const forget = () => {
    clearStoredSession(local, tab, keys);
    local.removeItem(BOOT_PLAN_KEY); // what the signed-out user's screens asked for is not the next user's business
    clearSnapshots(local); // nor what they showed
    collections.clear();
    store.update((draft) => {
      const fresh = initialAppState();
      draft.session = fresh.session;
      draft.entities = fresh.entities;
      draft.lists = fresh.lists;
    });
    store.flush();
  };

  const resume = () => {
    const stored = loadStoredSession(local, tab, keys);
    if (!stored) return;
    completePayload(connection.requestFirst("UserSessionResumeRequestEvent", resumePayload(stored, options.app)))
      .then((session) => {
        apply(session, stored.auto);
        void collections.refetchAll();
        options.onResumed?.();
      })
      .catch((error: unknown) => {
        const problem = toServerError(error);
        if (problem.messageId === "ConnectionLost") return; // the next open tries again
        forget();
      });
  };

  socket.state$.subscribe((state) =>
    store.update((draft) => {
      draft.connection.state = state;
      if (state === "open") {
        draft.connection.socketError = false;
        draft.connection.reconnectError = false;
      }
      if (state === "reconnecting") draft.connection.reconnectError = draft.connection.socketError;
    }),
  );
  /**
   * After a sign-out the tab stays on the public screens, which need the server too (the sign-in bot check,
   * "Forgot your password?", register): open a fresh socket that carries no session. The old one was bound to
   * the revoked session and the server closes it.
   */
  const reopenSignedOut = () => {
    forget();
    socket.connect();
  };

  socket.closes$.subscribe(({ code, terminal }) => {
    if (code === CLOSE_SIGNED_OUT) reopenSignedOut(); // another tab of this session signed out
    else if (!terminal) store.update((draft) => void (draft.connection.socketError = true));
  });
  // Every open (first and after reconnects) re-attaches the stored session before queued requests go out.
  socket.opened$.subscribe(resume);

  return {
    api,
    collections,
    start() {
      if (loadStoredSession(local, tab, keys)) {
        store.update((draft) => void (draft.session.status = "resuming"));
        store.flush();
      }
      socket.connect();
    },
    async signIn(email, password, auto, extra = {}) {
      if (socket.state === "closed" || socket.state === "idle") socket.connect();
      const deviceToken = loadDeviceToken(local, email);
      const session = await completePayload(
        api.userSignIn({ ...extra, ...app, email, password, ...(deviceToken ? { deviceToken } : {}) }),
      );
      if (session.deviceToken) saveDeviceToken(local, email, session.deviceToken);
      apply(session, auto);
    },
    async signOut() {
      await completePayload(api.userSignOut({}));
      socket.disconnect();
      reopenSignedOut();
    },
    async switchCompany(companyId) {
      const stored = loadStoredSession(local, tab, keys);
      if (!stored) return;
      const session = await completePayload(api.userSessionResume({ token: stored.token, company: companyId, ...app }));
      apply(session, stored.auto);
      void collections.refetchAll();
      options.onResumed?.();
    },
  };
}
