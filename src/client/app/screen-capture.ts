// Keeps a screen's HTML once the app has drawn it from its first requests' replies, for the next cold load of its URL
// (boot/screen-snapshot.ts says how the boot script shows it, and only when the fresh replies are the same).
// A screen is kept only when nothing else could have shaped it: every request it made while it was drawn was one of
// its first-data requests or a read (schema `effect: "read"`: reference data, a second list), which the boot script
// then asks for too and checks like the others; no write, no live change, the user had not touched it yet, and it is
// still at the top, without a dialog open.
import type { Subscription } from "rxjs";

import { eventWire } from "../../shared/generated/wire";
import type { BootRequest } from "../boot/boot-plan";
import { canonicalJson } from "../boot/digest";
import { isSessionEvent, snapshotContext, snapshotDigest, writeSnapshot } from "../boot/screen-snapshot";
import { loadStoredSession } from "../sync/stored-session";
import type { PortalClient } from "./portal-client";

/** After the last first-data reply: time for the screen to draw it. */
const SETTLE_MS = 400;
/** Anything a user (or a script acting for one) does to a screen: its HTML may no longer be what its replies drew. */
const INPUT_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "click", "input", "change", "scroll"] as const;

/** The last session reply as it came off the wire (the header's names, the menu's features). */
let lastSession: unknown;
let current: { stop(): void } | undefined;

/** Before the session starts: its reply may come first, replayed from the boot script's socket. */
export function watchSessionReplies(client: PortalClient): void {
  client.connection.traffic$.subscribe((step) => {
    if (step.kind === "replied" && isSessionEvent(step.eventName)) lastSession = step.payload;
  });
}

const requestKey = (eventName: string, payload: unknown) => `${eventName} ${canonicalJson(payload)}`;

/** Is the screen as it was first drawn: at the top, no dialog, no field being typed in? */
function pristine(root: HTMLElement): boolean {
  if ((document.scrollingElement?.scrollTop ?? 0) !== 0) return false;
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return false;
  for (const scroller of root.querySelectorAll<HTMLElement>('[data-testid="virtual-table"]'))
    if (scroller.scrollTop !== 0) return false;
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !root.contains(active) ||
    !(
      active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement
    )
  );
}

/**
 * Watches one visit of `path` (a cold load or a client-side navigation); `expect` is told each first-data request as
 * it goes out (route-preload.ts records the same ones in the boot plan, in the same order).
 */
export function startScreenCapture(client: PortalClient, path: string): { expect(request: BootRequest): void } {
  current?.stop();
  const startedAt = performance.now();
  /** The first-data requests, then the other reads in the order they were answered. */
  const requests: BootRequest[] = [];
  const firstData = new Set<string>();
  const replies = new Map<string, unknown>();
  let spoiled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const subscriptions: Subscription[] = [];
  const spoil = () => {
    spoiled = true;
    stop();
  };
  const stop = () => {
    clearTimeout(timer);
    for (const s of subscriptions) s.unsubscribe();
    for (const type of INPUT_EVENTS) document.removeEventListener(type, spoil, true);
    if (current === visit) current = undefined;
  };
  const visit = { stop };
  current = visit;

  const keep = () => {
    const root = document.getElementById("root");
    const stored = loadStoredSession(localStorage, sessionStorage);
    stop();
    if (spoiled || !root || !stored || window.location.pathname !== path || !pristine(root)) return;
    if (
      firstData.size === 0 ||
      requests.some((r) => !replies.has(requestKey(r.eventName, r.payload))) ||
      lastSession === undefined
    )
      return;
    const nowMs = client.clock.now();
    writeSnapshot(localStorage, path, {
      build: __BUILD_ID__,
      at: nowMs,
      context: snapshotContext(window, stored, nowMs),
      requests,
      digest: snapshotDigest(
        requests,
        requests.map((r) => replies.get(requestKey(r.eventName, r.payload))),
        lastSession,
      ),
      html: root.innerHTML,
      dark: document.documentElement.classList.contains("dark"),
      rows: root.querySelector("[role=row][data-index]") !== null,
    });
  };

  subscriptions.push(
    client.connection.traffic$.subscribe((reply) => {
      if (reply.kind !== "replied") return;
      // The session's, and the previous screen's requests answered after it was left, are not this screen's.
      if (isSessionEvent(reply.eventName) || reply.sentAt < startedAt) return;
      const key = requestKey(reply.eventName, reply.request);
      if (!requests.some((r) => requestKey(r.eventName, r.payload) === key)) {
        if ((eventWire[reply.eventName] as { effect?: string }).effect !== "read") return spoil();
        requests.push({ eventName: reply.eventName, payload: reply.request });
      }
      replies.set(key, reply.payload);
      if ([...firstData].some((k) => !replies.has(k))) return;
      clearTimeout(timer);
      timer = setTimeout(() => requestAnimationFrame(keep), SETTLE_MS);
    }),
    client.connection.notifications$.subscribe(spoil),
  );
  for (const type of INPUT_EVENTS) document.addEventListener(type, spoil, true);
  return {
    expect: (request) => {
      requests.push(request);
      firstData.add(requestKey(request.eventName, request.payload));
    },
  };
}
