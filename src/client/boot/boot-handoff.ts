// The app's side of the inline boot script (boot.ts): the first socket the app opens is the one the boot script
// already opened, and a request the app makes that the boot script already sent (the session resume, the route's
// first window) is not sent again: the connection takes the boot script's reply for it.
import type { SocketFactory, SocketLike } from "../sync/socket";
import type { BootState } from "./boot-state";
import { canonicalJson } from "./digest";

export { canonicalJson };

const OPEN = 1;

/** The boot script's requests the app may still take over, by what they ask. */
export interface BootClaims {
  /** The id the boot script sent an identical request under, once; undefined when it sent none. */
  claim(eventName: string, payload: unknown): string | undefined;
  /** Whether a reply with this id answers one of the boot script's requests. */
  owns(requestId: string): boolean;
}

function claimsOf(boot: BootState): BootClaims {
  const open = new Map(boot.planned.map((p) => [p.requestId, `${p.eventName} ${canonicalJson(p.payload)}`]));
  const ids = new Set(open.keys());
  return {
    claim(eventName, payload) {
      const wanted = `${eventName} ${canonicalJson(payload)}`;
      for (const [id, asked] of open) {
        if (asked !== wanted) continue;
        open.delete(id);
        return id;
      }
      return undefined;
    },
    owns: (requestId) => ids.has(requestId),
  };
}

/** The boot socket as the socket layer's SocketLike: its early frames are replayed once the app listens. */
function adopt(boot: BootState): SocketLike {
  const ws = boot.socket;
  boot.adopted = true;
  const adapter: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onclose: null,
    onmessage: null,
    onerror: null,
  };
  const replay = () => {
    for (const data of boot.received.splice(0)) adapter.onmessage?.({ data });
  };
  ws.addEventListener("message", (event) => adapter.onmessage?.({ data: event.data }));
  ws.addEventListener("close", (event) => adapter.onclose?.({ code: event.code, reason: event.reason }));
  ws.addEventListener("error", (event) => adapter.onerror?.(event));
  // The socket layer sets its handlers right after the factory returns; an open socket tells it on the next tick.
  if (ws.readyState === OPEN) {
    queueMicrotask(() => {
      adapter.onopen?.({});
      replay();
    });
  } else {
    ws.addEventListener("open", (event) => adapter.onopen?.(event), { once: true });
  }
  return adapter;
}

/**
 * Takes over what the boot script left: a socket factory whose first socket is the boot script's (when it is still
 * opening or open) and the claims on its requests. Without a boot script (the driver app, tests), nothing.
 */
export function takeBoot(
  holder: { __fleetBoot?: BootState } = globalThis as { __fleetBoot?: BootState },
  makeSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike,
): { factory?: SocketFactory; claims?: BootClaims } {
  const boot = holder.__fleetBoot;
  delete holder.__fleetBoot;
  if (!boot || boot.adopted || boot.socket.readyState > OPEN) return {};
  let first = true;
  const factory: SocketFactory = (url) => {
    if (first) {
      first = false;
      return adopt(boot);
    }
    return makeSocket(url);
  };
  return { factory, claims: claimsOf(boot) };
}
