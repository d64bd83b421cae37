/** What the inline boot script leaves for the app on `globalThis.__fleetBoot` (boot.ts → boot-handoff.ts). */
export interface BootState {
  socket: WebSocket;
  /** Sent in this order as soon as the socket opens: the session resume first, then the route's requests. */
  planned: { requestId: string; eventName: string; payload: unknown }[];
  /** Text frames that arrived before the app adopted the socket. */
  received: string[];
  adopted: boolean;
}
