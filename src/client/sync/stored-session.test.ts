import { expect, test } from "vitest";

import {
  SESSION_KEY,
  DEVICES_KEY,
  clearStoredSession,
  loadDeviceToken,
  loadStoredSession,
  saveDeviceToken,
  saveStoredSession,
  type StorageLike,
} from "./stored-session";

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

test("with auto, the token, auto flag and company live in local storage", () => {
  const local = memoryStorage();
  const tab = memoryStorage();
  saveStoredSession(local, tab, { token: "t1", auto: true, company: "#12:2" });
  expect(JSON.parse(local.getItem(SESSION_KEY)!)).toEqual({ auto: true, company: "#12:2", token: "t1" });
  expect(tab.data.size).toBe(0);
  expect(loadStoredSession(local, tab)).toEqual({ token: "t1", auto: true, company: "#12:2" });
});

test("without auto, the token lives only as long as the tab", () => {
  const local = memoryStorage();
  const tab = memoryStorage();
  saveStoredSession(local, tab, { token: "t2", auto: false, company: undefined });
  expect(local.getItem(SESSION_KEY)).not.toContain("t2");
  expect(loadStoredSession(local, tab)?.token).toBe("t2");
  expect(loadStoredSession(local, memoryStorage())).toBeUndefined();
});

test("clearing removes everything; garbage in storage reads as no session", () => {
  const local = memoryStorage();
  const tab = memoryStorage();
  saveStoredSession(local, tab, { token: "t3", auto: false, company: "#12:2" });
  clearStoredSession(local, tab);
  expect(local.data.size + tab.data.size).toBe(0);
  local.setItem(SESSION_KEY, "{not json");
  expect(loadStoredSession(local, tab)).toBeUndefined();
});

test("a device token per account outlives sign-out, and only the last ten accounts keep theirs", () => {
  const local = memoryStorage();
  const tab = memoryStorage();
  saveDeviceToken(local, " Owner@MapleLeaf.localhost ", "device-owner");
  saveStoredSession(local, tab, { token: "t", auto: true, company: undefined });
  clearStoredSession(local, tab);
  expect(loadDeviceToken(local, "owner@mapleleaf.localhost")).toBe("device-owner");
  for (let i = 0; i < 10; i += 1) saveDeviceToken(local, `driver${i}@mapleleaf.localhost`, `device-${i}`);
  expect(loadDeviceToken(local, "owner@mapleleaf.localhost")).toBeUndefined();
  expect(loadDeviceToken(local, "driver0@mapleleaf.localhost")).toBe("device-0");
  local.setItem(DEVICES_KEY, "{not json");
  expect(loadDeviceToken(local, "driver0@mapleleaf.localhost")).toBeUndefined();
});
