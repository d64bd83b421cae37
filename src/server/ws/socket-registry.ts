/**
 * The open signed-in sockets, by session (signing out closes every tab of that session, OWASP) and by company
 * (change notifications go to every open screen of the company, and never to another company's).
 */
export interface RegisteredSocket {
  close(code: number, reason: string): void;
  send(text: string): void;
}

export class SocketRegistry {
  private readonly bySession = new Map<string, Set<RegisteredSocket>>();
  private readonly byCompany = new Map<string, Set<RegisteredSocket>>();
  private readonly companyOf = new Map<RegisteredSocket, string>();

  add(sessionId: string, socket: RegisteredSocket, companyId?: string | null): void {
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

  /** The signed-in sockets working in a company right now. */
  socketsOfCompany(companyId: string): readonly RegisteredSocket[] {
    return [...(this.byCompany.get(companyId) ?? [])];
  }

  /** Closes every socket of the session; returns how many were open. */
  closeSession(sessionId: string, code: number, reason: string): number {
    const sockets = [...(this.bySession.get(sessionId) ?? [])];
    for (const socket of sockets) this.remove(sessionId, socket);
    for (const socket of sockets) socket.close(code, reason);
    return sockets.length;
  }

  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }
}
