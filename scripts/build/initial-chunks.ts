// Cold load of a list URL (docs/design/cold-loads.md "Start-up chunks"): rolldown splits the modules an HTML entry
// loads at start into ~25 small common chunks (each shared with some lazy screen). Over HTTP/1.1 a browser opens 6
// connections per host, so those files arrive in ~5 rounds before the app can start. This groups every module an
// entry imports statically into one chunk per set of entries that share it: the first paint needs two or three files,
// and the lazy screens import from them instead of from tiny shared chunks.
import type { ModuleInfo } from "rolldown";

import { reachable } from "./graph.ts";

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

/** `entries`: absolute path of each HTML entry's module → the name of its start-up chunk. */
export function initialChunkName(entries: Record<string, string>) {
  let closures: [name: string, ids: Set<string>][] | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    closures ??= Object.entries(entries).map(([entry, name]) => [name, staticClosure(entry, ctx)]);
    // The entry module stays in its own chunk: it awaits the lazy screen at top level (main.tsx), and that screen
    // imports from the start-up chunk — were the entry inside it, each would wait for the other forever.
    if (Object.hasOwn(entries, moduleId)) return null;
    const owners = closures.filter(([, ids]) => ids.has(moduleId)).map(([name]) => name);
    return owners.length === 0 ? null : owners.sort().join("-");
  };
}

/** The modules `entry` loads before it runs: its static imports, transitively. */
export function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  return reachable([entry], (id) => ctx.getModuleInfo(id)?.importedIds ?? []);
}
