// Settings kept in this browser: the v3 layout and the theme, light by default (docs/design/client-shell.md
// "Two layouts: classic and v3" and "Dark mode and accessibility"). Read with useLocalSetting so every screen follows
// a change at once.
import { useSyncExternalStore } from "react";

export interface LocalSettings {
  v3: boolean;
  theme: "light" | "dark";
}

const KEY = "fleet.settings";
const DEFAULTS: LocalSettings = { v3: false, theme: "light" };
const listeners = new Set<() => void>();
let current: LocalSettings = load();

function load(): LocalSettings {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? "null") as Partial<LocalSettings> | null;
    return { v3: raw?.v3 === true, theme: raw?.theme === "dark" ? "dark" : "light" };
  } catch {
    return DEFAULTS;
  }
}

function applyTheme(theme: LocalSettings["theme"]) {
  if (typeof document !== "undefined") document.documentElement.classList.toggle("dark", theme === "dark");
}
applyTheme(current.theme);

export function getLocalSettings(): LocalSettings {
  return current;
}

export function setLocalSetting<K extends keyof LocalSettings>(key: K, value: LocalSettings[K]): void {
  current = { ...current, [key]: value };
  globalThis.localStorage?.setItem(KEY, JSON.stringify(current));
  applyTheme(current.theme);
  for (const listener of listeners) listener();
}

export function useLocalSettings(): LocalSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getLocalSettings,
    getLocalSettings,
  );
}
