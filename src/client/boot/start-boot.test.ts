// The boot script fetches the signed-in portal's code for a stored session (scripts/build/inline-boot.ts names its chunks)
// and starts the app as soon as its requests are on their way (a kept screen's wait: screen-snapshot.test.ts), and
// fetches nothing of it for a signed-out visit: the sign-in page never loads the portal area.
import { expect, test } from "vitest";

import { saveStoredSession } from "../sync/stored-session";
import { recordRoute } from "./boot-plan";
import { startBoot } from "./start-boot";

function memoryStorage() {
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

/** What the page did, in order: "send <event>" and "link <href>". */
const happened: string[] = [];

class QuietSocket extends EventTarget {
  readyState = 0;
  send(data: string) {
    happened.push(`send ${(JSON.parse(data) as { eventName: string }).eventName}`);
  }
  close() {}
}

function boot(signedIn: boolean, pathname: string, socketEvent: "open" | "error" | null = "open") {
  happened.length = 0;
  const local = memoryStorage();
  const tab = memoryStorage();
  if (signedIn) saveStoredSession(local, tab, { token: "tok", auto: true, company: "#12:1" });
  recordRoute(local, "b", "/portal/operator/vehicles", [], ["/assets/list-1.js"], 1_000);
  const links: HTMLLinkElement[] = [];
  const document = {
    createElement: () => ({ dataset: {} }) as HTMLLinkElement,
    head: { appendChild: (link: HTMLLinkElement) => happened.push(`link ${link.href}`) && links.push(link) },
  };
  const win = {
    localStorage: local,
    sessionStorage: tab,
    location: { protocol: "http:", host: "portal.test", pathname },
    document,
    WebSocket: QuietSocket as never,
    innerWidth: 1280,
    innerHeight: 800,
    navigator: { languages: ["en-CA"] },
    startApp: () => happened.push("app"),
  };
  const state = startBoot(win, "b", 1_000, ["/assets/portal-area-1.js", "/assets/portal-area-2.js"]);
  if (socketEvent) state?.socket.dispatchEvent(new Event(socketEvent));
  return { state, links: links.map((l) => [l.rel, l.href, l.dataset.boot]) };
}

test("signed in, the portal area's chunks are preloaded first, then the route's planned ones", () => {
  const { state, links } = boot(true, "/portal/operator/vehicles");
  expect(state).toBeDefined();
  expect(links).toEqual([
    ["modulepreload", "/assets/portal-area-1.js", ""],
    ["modulepreload", "/assets/portal-area-2.js", ""],
    ["modulepreload", "/assets/list-1.js", ""],
  ]);
});

test("signed in on a page without a plan, the portal area's chunks are still preloaded", () => {
  expect(boot(true, "/portal/home").links.map(([, href]) => href)).toEqual([
    "/assets/portal-area-1.js",
    "/assets/portal-area-2.js",
  ]);
});

test("signed out, nothing of the portal area is fetched, no socket is opened, and the app starts at once", () => {
  const { state, links } = boot(false, "/signin", null);
  expect(state).toBeUndefined();
  expect(links).toEqual([]);
  expect(happened).toEqual(["app"]);
});

test("the chunks are preloaded only once the requests are sent: the links' work would hold the socket's open event", () => {
  const { state, links } = boot(true, "/portal/operator/vehicles", null);
  expect(links).toEqual([]);
  state!.socket.dispatchEvent(new Event("open"));
  expect(happened).toEqual([
    "send UserSessionResumeRequestEvent",
    "link /assets/portal-area-1.js",
    "link /assets/portal-area-2.js",
    "link /assets/list-1.js",
    "app",
  ]);
  state!.socket.dispatchEvent(new Event("close"));
  expect(happened).toHaveLength(5);
});

test("a socket that cannot open still lets the chunks be preloaded", () => {
  expect(boot(true, "/portal/operator/vehicles", "error").links.map(([, href]) => href)).toEqual([
    "/assets/portal-area-1.js",
    "/assets/portal-area-2.js",
    "/assets/list-1.js",
  ]);
});
