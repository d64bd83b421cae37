import type { Kysely } from "kysely";

import type { Clock } from "../../shared/clock";
import type { FeatureName, RoleName } from "../../shared/generated/common";
import type { ServerConfig } from "../config";
import type { Database } from "../db/tables";
import type { FilePurposes } from "../file-purposes";
import type { JobWorker } from "../jobs/worker";
import type { ScopeVersions } from "../lists/scope-versions";
import type { WindowedList } from "../lists/windowed-list";
import type { Logger } from "../logging";
import type { MailSender } from "../mail/sender";
import type { ServerMetrics } from "../metrics";
import type { ChangeFeed } from "./change-feed";
import type { RegisteredSocket, SocketRegistry } from "./socket-registry";

/** Who is on the other end of a socket once it has signed in or resumed. */
export interface SessionInfo {
  sessionId: string;
  userId: string;
  /** The company the session works in; null for a user who has not chosen one. */
  companyId: string | null;
  /** Roles held in that company: roles are held on the employee record (docs/users.md "Records"). */
  roles: readonly RoleName[];
  /** Features that company has switched on. */
  features: readonly FeatureName[];
  /**
   * Set while a platform administrator views a company read-only (features/operator/view-as.ts): companyId and
   * features are then that company's, roles stay the operator's own, and the dispatcher runs only events whose
   * schema effect is "read" or "session" (authorize.ts refuseInReadOnlyView).
   */
  viewAs?: { companyName: string; homeCompanyId: string };
}

/** Server-wide services, made once at start. */
export interface Services {
  config: ServerConfig;
  /** The server's one clock (config.clock): read the time from it, never from Date. */
  clock: Clock;
  db: Kysely<Database>;
  mail: MailSender;
  sockets: SocketRegistry;
  /** Pushes entity changes to the open sockets of a company. */
  changes: ChangeFeed;
  /** Per-company change counters the list caches check. */
  versions: ScopeVersions;
  /** Windowed list queries with cached counts and seek samples. */
  lists: WindowedList;
  /** The job queue's worker of this process (src/server/jobs): kick() after enqueueing to start at once. */
  jobs: JobWorker;
  /** Every domain's file purposes: who may read which stored file (src/server/file-purposes.ts). */
  files: FilePurposes;
  /** The server's log (src/server/logging.ts); a handler's carries its socket's reqId and the event's name. */
  log: Logger;
  /** The server's Prometheus counters (src/server/metrics.ts). */
  metrics: ServerMetrics;
}

export type { Logger };

/** What a handler gets besides its payload. */
export interface HandlerContext extends Services {
  session: SessionInfo | undefined;
  /** The client's address (the per-address sign-in back-off counts by it: features/accounts/backoff.ts). */
  address: string;
  /** The socket the request came on, as the registry knows it (the lists it watches: list-watches.ts). */
  socket: RegisteredSocket;
  /** Binds the socket to a session (sign-in, resume) or unbinds it (sign-out). */
  attachSession(session: SessionInfo | undefined): void;
  /** Sends an `intermediate` reply with a progress message (long work: imports, invoice runs). */
  progress(message: string): void;
  /** Closes this socket (after the reply, via afterReply). */
  closeSocket(code: number, reason: string): void;
  /** Runs after the complete reply has been sent (sign-out closes sockets only once the reply is out). */
  afterReply(task: () => void): void;
}

/** A session working in a company. */
export type CompanySession = SessionInfo & { companyId: string };

/** The context of an event any signed-in user may send: the dispatcher has checked the session. */
export interface SignedInContext extends HandlerContext {
  session: SessionInfo;
}

/**
 * The context of a role- or feature-gated event: the dispatcher has checked the session, its chosen company, its
 * roles and its company's features (authorize.ts), so a handler reads `context.session.companyId` as it is.
 */
export interface CompanyContext extends HandlerContext {
  session: CompanySession;
}
