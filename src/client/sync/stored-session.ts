// The stored session in local storage holds the auto flag and the company (docs/design/client-shell.md
// "What the client stores"). With auto (keep me signed in) the token lives in localStorage too and survives a browser
// restart; without it, the token lives in sessionStorage and lasts as long as the tab.

export interface StoredSession {
  token: string;
  auto: boolean;
  company: string | undefined;
}

export const SESSION_KEY = "fleet.session";
const TOKEN_KEY = "fleet.session.token";

/**
 * Where a session is kept. The portal's keys are the default; the driver app (/drive, same origin) keeps its own, so
 * signing in or out there leaves the portal's session alone and a driver's session never reaches the portal.
 */
export interface SessionKeys {
  session: string;
  token: string;
}
export const PORTAL_SESSION_KEYS: SessionKeys = { session: SESSION_KEY, token: TOKEN_KEY };

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadStoredSession(
  local: StorageLike,
  tab: StorageLike,
  keys: SessionKeys = PORTAL_SESSION_KEYS,
): StoredSession | undefined {
  try {
    const raw = JSON.parse(local.getItem(keys.session) ?? "null") as {
      auto?: unknown;
      company?: unknown;
      token?: unknown;
    } | null;
    if (!raw) return undefined;
    const auto = raw.auto === true;
    const token = auto ? raw.token : tab.getItem(keys.token);
    if (typeof token !== "string" || token === "") return undefined;
    return { token, auto, company: typeof raw.company === "string" ? raw.company : undefined };
  } catch {
    return undefined;
  }
}

/** The session resume's payload for a stored session: the session controller and the boot script send the same. */
export function resumePayload<App extends string>(
  stored: StoredSession,
  app?: App,
): { token: string; company?: string; app?: App } {
  return { token: stored.token, ...(stored.company ? { company: stored.company } : {}), ...(app ? { app } : {}) };
}

export function saveStoredSession(
  local: StorageLike,
  tab: StorageLike,
  session: StoredSession,
  keys: SessionKeys = PORTAL_SESSION_KEYS,
): void {
  local.setItem(
    keys.session,
    JSON.stringify({ auto: session.auto, company: session.company, ...(session.auto ? { token: session.token } : {}) }),
  );
  if (session.auto) tab.removeItem(keys.token);
  else tab.setItem(keys.token, session.token);
}

export function clearStoredSession(
  local: StorageLike,
  tab: StorageLike,
  keys: SessionKeys = PORTAL_SESSION_KEYS,
): void {
  local.removeItem(keys.session);
  tab.removeItem(keys.token);
}

/**
 * Device tokens, per account (docs/accounts.md "Slowing down guesses"): each sign-in gets one from the server for this
 * browser, and the next sign-in to the same account sends it, so guesses from elsewhere cannot keep its owner out.
 * They stay after signing out; the last few accounts signed in here are kept.
 */
export const DEVICES_KEY = "fleet.devices";
const DEVICES_KEPT = 10;

function storedDevices(local: StorageLike): [string, string][] {
  try {
    const raw = JSON.parse(local.getItem(DEVICES_KEY) ?? "[]") as unknown;
    return Array.isArray(raw)
      ? raw.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
        )
      : [];
  } catch {
    return [];
  }
}

export function loadDeviceToken(local: StorageLike, email: string): string | undefined {
  const account = email.trim().toLowerCase();
  return storedDevices(local).find(([known]) => known === account)?.[1];
}

export function saveDeviceToken(local: StorageLike, email: string, token: string): void {
  const account = email.trim().toLowerCase();
  const others = storedDevices(local).filter(([known]) => known !== account);
  local.setItem(DEVICES_KEY, JSON.stringify([[account, token], ...others].slice(0, DEVICES_KEPT)));
}
