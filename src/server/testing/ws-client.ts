import WebSocket from "ws";

import type { EventName, EventRequests } from "../../shared/generated/events";
import type { ResponseMessage } from "../../shared/protocol/messages";

export interface TestSocket {
  /** Sends a request and resolves with its complete reply (intermediate ones are collected in `progress`). */
  request<E extends EventName>(eventName: E, payload: EventRequests[E]): Promise<ResponseMessage>;
  /**
   * Sends any text (or a binary frame) and resolves with its reply: the one carrying `requestId` when given,
   * else the next complete reply that no request is waiting for.
   */
  sendRaw(data: string | Buffer, requestId?: string): Promise<ResponseMessage>;
  /** Every message received, in order. */
  readonly received: ResponseMessage[];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly raw: WebSocket;
  close(): void;
}

let counter = 0;

/** A websocket client for server tests: request/response correlation, no reconnect, nothing hidden. */
export async function openTestSocket(
  url: string,
  options: { origin?: string; autoPong?: boolean; forwardedFor?: string; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const raw = new WebSocket(url, {
    ...(options.origin ? { origin: options.origin } : {}),
    // The client's address as a proxy would report it (a server started with trustProxy believes it).
    headers: {
      ...options.headers,
      ...(options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {}),
    },
    autoPong: options.autoPong ?? true,
  });
  const received: ResponseMessage[] = [];
  const waiting = new Map<string, (message: ResponseMessage) => void>();
  const anyWaiting: ((message: ResponseMessage) => void)[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    raw.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
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
    raw.once("unexpected-response", (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
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
    sendRaw(data, requestId) {
      return new Promise((resolve) => {
        if (requestId === undefined) anyWaiting.push(resolve);
        else waiting.set(requestId, resolve);
        raw.send(data, { binary: typeof data !== "string" });
      });
    },
    close: () => raw.close(),
  };
}
