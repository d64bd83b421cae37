// The boot script fetches the signed-in portal's code at once for a stored session (scripts/inline-boot.ts names its
// chunks), and nothing of it for a signed-out visit: the sign-in page never loads the portal area.
import { expect, test } from "vitest";
import { saveStoredSession } from "../sync/stored-session";
import { recordRoute } from "./boot-plan";
import { startBoot } from "./start-boot";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), get length() { return items.size; }, key: (i: number) => [...items.keys()][i] ?? null };
}

class QuietSocket extends EventTarget {
  readyState = 0;
  send() {}
  close() {}
}

function boot(signedIn: boolean, pathname: string) {
  const local = memoryStorage();
  const tab = memoryStorage();
  if (signedIn) saveStoredSession(local, tab, { token: "tok", auto: true, company: "#12:1" });
  recordRoute(local, "b", "/portal/operator/vehicles", [], ["/assets/list-1.js"]);
  const links: HTMLLinkElement[] = [];
  const document = { createElement: () => ({ dataset: {} }) as HTMLLinkElement, head: { appendChild: (link: HTMLLinkElement) => links.push(link) } };
  const win = { localStorage: local, sessionStorage: tab, location: { protocol: "http:", host: "portal.test", pathname }, document, WebSocket: QuietSocket as never, innerWidth: 1280, innerHeight: 800, navigator: { languages: ["en-CA"] } };
  const state = startBoot(win, "b", ["/assets/portal-area-1.js", "/assets/portal-area-2.js"]);
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
  expect(boot(true, "/portal/home").links.map(([, href]) => href)).toEqual(["/assets/portal-area-1.js", "/assets/portal-area-2.js"]);
});

test("signed out, nothing of the portal area is fetched and no socket is opened", () => {
  const { state, links } = boot(false, "/signin");
  expect(state).toBeUndefined();
  expect(links).toEqual([]);
});
