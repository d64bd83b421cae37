// Test doubles of what the boot script uses of the browser (its tests only).

/** The browser WebSocket as the boot script uses it: listeners, readyState, send. */
export class BrowserSocket extends EventTarget {
  static latest: BrowserSocket;
  readyState = 0;
  sent: { eventName: string; requestId: string; payload: unknown }[] = [];
  constructor(readonly url: string) {
    super();
    BrowserSocket.latest = this;
  }
  send(text: string) {
    if (this.readyState !== 1) throw new Error("not open");
    this.sent.push(JSON.parse(text) as never);
  }
  close(code = 1000, reason = "") {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason }));
  }
  serverOpen() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  serverSend(message: object) {
    this.dispatchEvent(Object.assign(new Event("message"), { data: JSON.stringify(message) }));
  }
}

/** localStorage as the browser has it, keys listable. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
  };
}
