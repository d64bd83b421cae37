import type { SocketLike } from "./socket";

/** A scriptable stand-in for the browser WebSocket, for sync-layer tests. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(data);
  }

  close(code = 1000, reason = ""): void {
    this.serverClose(code, reason);
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverClose(code: number, reason = ""): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  serverSend(message: unknown): void {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }

  /** The requests sent so far, parsed. */
  requests(): { eventName: string; requestId: string; payload: unknown }[] {
    return this.sent.map((text) => JSON.parse(text) as { eventName: string; requestId: string; payload: unknown });
  }
}
