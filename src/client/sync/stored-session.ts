// SPEC §9: "The stored session in browser local storage holds the auto flag and the company." With auto
// (keep me signed in) the token lives in localStorage and survives a browser restart; without it, the token
// lives in sessionStorage and lasts as long as the tab.

export interface StoredSession {
  token: string;
  auto: boolean;
  company: string | undefined;
}

export const SESSION_KEY = "fleet.session";
const TOKEN_KEY = "fleet.session.token";

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadStoredSession(local: StorageLike, tab: StorageLike): StoredSession | undefined {
  try {
    const raw = JSON.parse(local.getItem(SESSION_KEY) ?? "null") as { auto?: unknown; company?: unknown; token?: unknown } | null;
    if (!raw) return undefined;
    const auto = raw.auto === true;
    const token = auto ? raw.token : tab.getItem(TOKEN_KEY);
    if (typeof token !== "string" || token === "") return undefined;
    return { token, auto, company: typeof raw.company === "string" ? raw.company : undefined };
  } catch {
    return undefined;
  }
}

export function saveStoredSession(local: StorageLike, tab: StorageLike, session: StoredSession): void {
  local.setItem(SESSION_KEY, JSON.stringify({ auto: session.auto, company: session.company, ...(session.auto ? { token: session.token } : {}) }));
  if (session.auto) tab.removeItem(TOKEN_KEY);
  else tab.setItem(TOKEN_KEY, session.token);
}

export function clearStoredSession(local: StorageLike, tab: StorageLike): void {
  local.removeItem(SESSION_KEY);
  tab.removeItem(TOKEN_KEY);
}
