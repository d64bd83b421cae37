/** The open sockets of each session, so that signing out closes every tab of that session (OWASP). */
export interface RegisteredSocket {
  close(code: number, reason: string): void;
}

export class SocketRegistry {
  private readonly bySession = new Map<string, Set<RegisteredSocket>>();

  add(sessionId: string, socket: RegisteredSocket): void {
    const sockets = this.bySession.get(sessionId) ?? new Set();
    sockets.add(socket);
    this.bySession.set(sessionId, sockets);
  }

  remove(sessionId: string, socket: RegisteredSocket): void {
    const sockets = this.bySession.get(sessionId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.bySession.delete(sessionId);
  }

  /** Closes every socket of the session; returns how many were open. */
  closeSession(sessionId: string, code: number, reason: string): number {
    const sockets = [...(this.bySession.get(sessionId) ?? [])];
    this.bySession.delete(sessionId);
    for (const socket of sockets) socket.close(code, reason);
    return sockets.length;
  }

  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }
}
