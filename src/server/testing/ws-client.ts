import WebSocket from "ws";
import type { EventName, EventRequests } from "../../shared/generated/events";
import type { ResponseMessage } from "../../shared/protocol/messages";

export interface TestSocket {
  /** Sends a request and resolves with its complete reply (intermediate ones are collected in `progress`). */
  request<E extends EventName>(eventName: E, payload: EventRequests[E]): Promise<ResponseMessage>;
  /** Sends any text and resolves with the next complete reply. */
  sendRaw(text: string): Promise<ResponseMessage>;
  /** Every message received, in order. */
  readonly received: ResponseMessage[];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly raw: WebSocket;
  close(): void;
}

let counter = 0;

/** A websocket client for server tests: request/response correlation, no reconnect, nothing hidden. */
export async function openTestSocket(url: string, options: { origin?: string; autoPong?: boolean } = {}): Promise<TestSocket> {
  const raw = new WebSocket(url, { ...(options.origin ? { origin: options.origin } : {}), autoPong: options.autoPong ?? true });
  const received: ResponseMessage[] = [];
  const waiting = new Map<string, (message: ResponseMessage) => void>();
  const anyWaiting: ((message: ResponseMessage) => void)[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => raw.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  raw.on("message", (data) => {
    const message = JSON.parse(data.toString()) as ResponseMessage;
    received.push(message);
    if (message.status !== "complete") return;
    const byId = waiting.get(message.requestId);
    if (byId) {
      waiting.delete(message.requestId);
      byId(message);
    } else {
      anyWaiting.shift()?.(message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    raw.once("open", () => resolve());
    raw.once("error", reject);
    raw.once("unexpected-response", (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
  });
  return {
    received,
    closed,
    raw,
    request(eventName, payload) {
      const requestId = `r${++counter}`;
      return new Promise((resolve) => {
        waiting.set(requestId, resolve);
        raw.send(JSON.stringify({ eventName, requestId, payload }));
      });
    },
    sendRaw(text) {
      return new Promise((resolve) => {
        anyWaiting.push(resolve);
        raw.send(text);
      });
    },
    close: () => raw.close(),
  };
}
