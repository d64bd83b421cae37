import { ListWatches } from "./list-watches";

/**
 * The open signed-in sockets, by session (signing out closes every tab of that session, OWASP) and by company
 * (change notifications go to every open screen of the company, and never to another company's).
 *
 * The registry is also what keeps a revoked session from serving anything more
 * (docs/design/change-feed.md "Sessions and sockets"): revocation removes the session's sockets here synchronously,
 * right after the revoking transaction commits, and a socket serves a request only while it is still registered under
 * its session (`isAttached`). A resume or sign-in attaches first and confirms the session in the database afterwards,
 * so a revocation that commits in between still finds the socket here, and one that committed before is seen by the
 * confirmation.
 */
export interface RegisteredSocket {
  close(code: number, reason: string): void;
  /** A text frame; a Buffer is text encoded once for many sockets. */
  send(text: string | Buffer): void;
  /**
   * The company's features changed (an operator switched one off): the socket's session takes them at once, so the
   * dispatcher's feature check (authorize.ts) refuses a removed feature's events from the next message on.
   */
  companyFeaturesChanged?(companyId: string, features: readonly string[]): void;
}

export class SocketRegistry {
  private readonly bySession = new Map<string, Set<RegisteredSocket>>();
  private readonly byCompany = new Map<string, Set<RegisteredSocket>>();
  private readonly companyOf = new Map<RegisteredSocket, string>();
  /** Tells the other server processes on the same database (pg-change-relay.ts); set when there are any. */
  onRevoked: ((sessionIds: readonly string[], reason: string) => void) | undefined;

  /** The roles each socket's session holds in its company (change notifications can be meant for some roles only). */
  private readonly rolesOf = new Map<RegisteredSocket, readonly string[]>();
  /** Lists beyond their own company's that sockets show (list-watches.ts); a socket's go when it leaves here. */
  readonly watches = new ListWatches();

  add(sessionId: string, socket: RegisteredSocket, companyId?: string | null, roles: readonly string[] = []): void {
    this.rolesOf.set(socket, roles);
    const sockets = this.bySession.get(sessionId) ?? new Set();
    sockets.add(socket);
    this.bySession.set(sessionId, sockets);
    if (companyId) {
      const members = this.byCompany.get(companyId) ?? new Set();
      members.add(socket);
      this.byCompany.set(companyId, members);
      this.companyOf.set(socket, companyId);
    }
  }

  remove(sessionId: string, socket: RegisteredSocket): void {
    this.rolesOf.delete(socket);
    this.watches.drop(socket);
    const companyId = this.companyOf.get(socket);
    if (companyId) {
      this.companyOf.delete(socket);
      const members = this.byCompany.get(companyId);
      members?.delete(socket);
      if (members?.size === 0) this.byCompany.delete(companyId);
    }
    const sockets = this.bySession.get(sessionId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.bySession.delete(sessionId);
  }

  /** The signed-in sockets working in a company right now; with `roles`, only those whose session holds one of them. */
  socketsOfCompany(companyId: string, roles?: readonly string[]): readonly RegisteredSocket[] {
    const all = [...(this.byCompany.get(companyId) ?? [])];
    return roles === undefined || roles.length === 0
      ? all
      : all.filter((socket) => (this.rolesOf.get(socket) ?? []).some((role) => roles.includes(role)));
  }

  /** The companies some socket of this process works in. */
  companies(): string[] {
    return [...this.byCompany.keys()];
  }

  /** The sessions with a socket open on this process. */
  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  /** Gives every socket working in the company its new features (a view of the company included). */
  companyFeaturesChanged(companyId: string, features: readonly string[]): void {
    for (const socket of this.byCompany.get(companyId) ?? []) socket.companyFeaturesChanged?.(companyId, features);
  }

  /** Closes every socket of the session; returns how many were open. */
  closeSession(sessionId: string, code: number, reason: string): number {
    const sockets = [...(this.bySession.get(sessionId) ?? [])];
    for (const socket of sockets) this.remove(sessionId, socket);
    for (const socket of sockets) socket.close(code, reason);
    return sockets.length;
  }

  /**
   * Ends sessions whose revocation has just committed: their sockets here stop serving at once and are closed, and
   * the other server processes are told to do the same with theirs.
   */
  revokeSessions(sessionIds: readonly string[], code: number, reason: string): void {
    for (const id of sessionIds) this.closeSession(id, code, reason);
    if (sessionIds.length > 0) this.onRevoked?.(sessionIds, reason);
  }

  /** Whether this socket is still registered under the session; false once the session was revoked. */
  isAttached(sessionId: string, socket: RegisteredSocket): boolean {
    return this.bySession.get(sessionId)?.has(socket) ?? false;
  }

  /** Every signed-in socket of this process (the benchmark's and tests' counts). */
  size(): number {
    let n = 0;
    for (const sockets of this.bySession.values()) n += sockets.size;
    return n;
  }

  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }
}
