import type { BootRequest } from "./boot-plan";
// A screen as it was last drawn, shown on the next cold load of its URL before the app's code has run
// (docs/design/cold-loads.md "Screen snapshots"; a cold load spent ~250 ms compiling and running the start-up code
// before the first rows showed).
//
// The app keeps the HTML of a screen it has just drawn from its first requests' replies (app/screen-capture.ts).
// On the next cold load the inline boot script, which sends the same requests (boot-plan.ts), compares the
// server's fresh replies with the ones the HTML was drawn from. Only if every one is identical does it show the
// HTML, over the page and read-only, until the app has drawn the screen itself: it never shows a row the server
// did not just send. A stale screen (a row changed since), another user, another day, window size, language or
// theme, and the snapshot is simply not shown. Dependency-free: the boot script bundles this file.
import { canonicalJson, digest } from "./digest";

export const SNAPSHOT_PREFIX = "fleet.screen:";
/** Screens kept: the most recently drawn. */
const MAX_SNAPSHOTS = 6;
/** A larger screen is not kept: local storage holds ~5 MB per site, shared with the boot plan and the settings. */
export const MAX_SNAPSHOT_CHARS = 300_000;
/** The local settings a screen's look depends on (theme, layout, language, the list's chosen columns). */
const SETTING_KEYS = ["fleet.settings", "fleet.locale"];
const SESSION_EVENTS = new Set(["UserSessionResumeRequestEvent", "UserSignInRequestEvent"]);
/** The boot script's marker on <html> while a snapshot shows: "rows" (a list's rows) or "screen". */
export const SNAPSHOT_ATTRIBUTE = "data-screen-snapshot";

export interface ScreenSnapshot {
  build: string;
  at: number;
  /** snapshotContext: who it was drawn for, and where. */
  context: string;
  /**
   * Every request the screen made while it was drawn, as encoded on the wire: its first-data requests and the reads
   * it made besides (reference data); the boot script sends the ones the plan does not hold.
   */
  requests: BootRequest[];
  /** snapshotDigest of those requests, their replies and the session's shown part. */
  digest: string;
  /** The app root's HTML. */
  html: string;
  dark: boolean;
  /** It shows rows of a list ([role=row][data-index]): the app's own rows replace it. */
  rows: boolean;
}

export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export const isSessionEvent = (eventName: string): boolean => SESSION_EVENTS.has(eventName);

/**
 * The time zone as the UTC offsets of this year's January and July and of now: the zone's name would take a first
 * Intl.DateTimeFormat, which costs a fresh page 20–60 ms loading its locale data, on the cold load's critical path.
 */
function zoneOffsets(now: Date): number[] {
  const year = now.getFullYear();
  return [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset(), now.getTimezoneOffset()];
}

/**
 * Who and where: the session's token (digested) and company, the window's size, the settings and language, the
 * time zone and the day (a list shows "due in 3 days" and "today") at `nowMs` (the app's clock, or the boot script's).
 */
export function snapshotContext(
  win: {
    localStorage: Pick<SnapshotStorage, "getItem">;
    innerWidth: number;
    innerHeight: number;
    navigator: { languages?: readonly string[] };
  },
  session: { token: string; company: string | undefined },
  nowMs: number,
): string {
  const now = new Date(nowMs);
  const day = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  const zone = zoneOffsets(now);
  return digest(
    canonicalJson([
      digest(session.token),
      session.company ?? "",
      win.innerWidth,
      win.innerHeight,
      SETTING_KEYS.map((k) => win.localStorage.getItem(k)),
      [...(win.navigator.languages ?? [])],
      zone,
      day,
    ]),
  );
}

/** What of the session a screen's frame shows: the names in the header, the company, the menu's features and roles. */
function sessionShown(session: unknown): unknown {
  const s = (session ?? {}) as {
    user?: { id?: unknown; first?: unknown; last?: unknown };
    company?: { id?: unknown; name?: unknown; features?: unknown };
    employee?: { roles?: unknown };
    viewAs?: unknown;
    companies?: object;
  };
  return [
    s.user?.id,
    s.user?.first,
    s.user?.last,
    s.company?.id,
    s.company?.name,
    s.company?.features,
    s.employee?.roles,
    s.viewAs ?? null,
    Object.keys(s.companies ?? {}).length,
  ];
}

/** The digest of a screen's first requests, their replies (as on the wire) and the session's shown part. */
export function snapshotDigest(
  requests: readonly BootRequest[],
  replies: readonly unknown[],
  session: unknown,
): string {
  return digest(canonicalJson([requests.map((r) => [r.eventName, r.payload]), replies, sessionShown(session)]));
}

export function readSnapshot(
  storage: Pick<SnapshotStorage, "getItem">,
  build: string,
  path: string,
  context: string,
): ScreenSnapshot | undefined {
  try {
    const snapshot = JSON.parse(storage.getItem(SNAPSHOT_PREFIX + path) ?? "null") as ScreenSnapshot | null;
    if (
      snapshot &&
      snapshot.build === build &&
      snapshot.context === context &&
      typeof snapshot.html === "string" &&
      typeof snapshot.digest === "string" &&
      Array.isArray(snapshot.requests)
    )
      return snapshot;
  } catch {
    /* unreadable: none */
  }
  return undefined;
}

/** A storage that cannot list its keys (a test's) has none to find. */
type ListableStorage = Pick<SnapshotStorage, "removeItem"> & Partial<Pick<SnapshotStorage, "length" | "key">>;

function snapshotKeys(storage: ListableStorage): string[] {
  const keys: string[] = [];
  if (typeof storage.key !== "function") return keys;
  for (let i = 0; i < (storage.length ?? 0); i++) {
    const key = storage.key(i);
    if (key?.startsWith(SNAPSHOT_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Keeps `snapshot` for `path`, dropping the oldest beyond MAX_SNAPSHOTS. */
export function writeSnapshot(storage: SnapshotStorage, path: string, snapshot: ScreenSnapshot): void {
  if (snapshot.html.length > MAX_SNAPSHOT_CHARS) return;
  try {
    storage.setItem(SNAPSHOT_PREFIX + path, JSON.stringify(snapshot));
    const byAge = snapshotKeys(storage)
      .map((key) => ({ key, at: (JSON.parse(storage.getItem(key) ?? "{}") as { at?: number }).at ?? 0 }))
      .sort((a, b) => b.at - a.at);
    for (const old of byAge.slice(MAX_SNAPSHOTS)) storage.removeItem(old.key);
  } catch {
    /* storage full or refused: the next cold load shows no snapshot */
  }
}

/** Sign-out: the signed-out user's screens are not the next user's business. */
export function clearSnapshots(storage: ListableStorage): void {
  for (const key of snapshotKeys(storage)) storage.removeItem(key);
}

/**
 * Shows `snapshot` over the page, read-only and hidden from assistive technology (the app's own screen is what they
 * read), and takes it away once the app has drawn its own (or at the user's first touch, key or wheel, or after
 * `maxMs`). Its own stylesheet links, in a closed shadow root, so the page's scripts and tests never find its
 * elements twice.
 */
export function showSnapshot(doc: Document, snapshot: ScreenSnapshot, maxMs = 4_000): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  // As the page loaded them (crossorigin included), so the browser serves them from its cache.
  const sheets = links.map((l) => ({ href: l.href, crossOrigin: l.crossOrigin }));
  const root = doc.getElementById("root");
  // Without the build's stylesheet (the dev server injects styles from scripts) it would show unstyled.
  if (sheets.length === 0 || !root || root.querySelector(snapshot.rows ? "[role=row][data-index]" : "h1")) return;
  const host = doc.createElement("div");
  host.setAttribute("aria-hidden", "true");
  host.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:hidden;visibility:hidden";
  const shadow = host.attachShadow({ mode: "closed" });
  let done = false;
  const events = ["pointerdown", "keydown", "wheel", "touchstart"];
  const remove = () => {
    if (done) return;
    done = true;
    host.remove();
    doc.documentElement.removeAttribute(SNAPSHOT_ATTRIBUTE);
    drawn.disconnect();
    for (const type of events) doc.removeEventListener(type, remove, true);
  };
  // The app's first commit with the screen's own content takes the snapshot's place in the same frame.
  const drawn = new MutationObserver(() => {
    if (root.querySelector(snapshot.rows ? "[role=row][data-index]" : "h1")) remove();
  });
  const copies = copiedSheets(links);
  let waiting = copies ? 1 : sheets.length;
  const loaded = () => {
    if (done || --waiting > 0) return;
    host.style.visibility = "visible";
    doc.documentElement.setAttribute(SNAPSHOT_ATTRIBUTE, snapshot.rows ? "rows" : "screen");
  };
  // The page's own sheets, copied, style the snapshot at once; links would wait for a load event, which waits for
  // the app's module scripts to give the main thread back.
  if (copies) shadow.adoptedStyleSheets = copies;
  for (const { href, crossOrigin } of copies ? [] : sheets) {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.crossOrigin = crossOrigin;
    link.href = href;
    link.addEventListener("load", loaded);
    link.addEventListener("error", remove);
    shadow.appendChild(link);
  }
  const page = doc.createElement("div");
  // The body's classes (background, text colour) and the theme, on the snapshot's own top element.
  page.className = `${snapshot.dark ? "dark " : ""}${doc.body.className}`;
  page.style.cssText = "height:100%;overflow:hidden";
  page.innerHTML = snapshot.html;
  shadow.appendChild(page);
  drawn.observe(root, { childList: true, subtree: true });
  for (const type of events) doc.addEventListener(type, remove, true);
  setTimeout(remove, maxMs);
  doc.body.appendChild(host);
  if (copies) loaded();
}

/** Copies of the page's stylesheets, when every one has loaded and can be read; undefined otherwise. */
function copiedSheets(links: readonly HTMLLinkElement[]): CSSStyleSheet[] | undefined {
  try {
    if (typeof CSSStyleSheet === "undefined" || typeof CSSStyleSheet.prototype.replaceSync !== "function")
      return undefined;
    const copies: CSSStyleSheet[] = [];
    for (const link of links) {
      if (!link.sheet) return undefined;
      const copy = new CSSStyleSheet();
      copy.replaceSync(Array.from(link.sheet.cssRules, (rule) => rule.cssText).join("\n"));
      copies.push(copy);
    }
    return copies;
  } catch {
    return undefined;
  }
}
