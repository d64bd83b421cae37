// Start-up chunks with two entries (the portal and the driver app, docs/design/cold-loads.md "Start-up chunks"). initial-chunks.ts names
// each module by the entries that load it at start: "portal", "drive" or "drive-portal". Two more rules keep each
// app from loading the other's code:
// - what both load at start is grouped first: a group also captures its modules' dependencies, so were the driver
//   app's group built first it would pull React and the spine in, and the portal would load the driver app;
// - a module the portal loads at start and a driver-app flow loads later (say a vehicles helper an inspection step
//   uses) gets a chunk of its own, "portal-drive": inside the portal's start-up chunk, the flow would load that
//   whole chunk and, through its lazy routes, every portal screen;
// - and the other way round, a module the driver app loads at start and a portal screen loads later (the employee
//   picker of the check-ins list) gets a chunk of its own, "drive-portal-lazy-…": inside the driver app's start-up
//   chunk, that portal screen would load the whole driver app shell (10 KB gzip) with it. Such modules are grouped
//   by the chunks that load them (rolldown's entriesAware), so a portal screen loads only those it uses (the
//   vehicle list loads the compliance rules, not the sign-in form's bot check).
// And one more for the portal's signed-in shell (the portal area, route-table.tsx: every signed-in route, the menu,
// the list machinery), which the portal loads lazily so the sign-in page never does: everything it loads statically
// that the start-up chunks do not hold goes in one chunk, "portal-area", so a cold load of a signed-in URL fetches
// one file for it (the inline boot script preloads it, inline-boot.ts) rather than a dozen small shared ones; what
// of it a driver-app flow also loads goes in "portal-area-drive", so that flow does not load the portal's shell.
import type { ModuleInfo } from "rolldown";

import { reachable } from "./graph.ts";
import { initialChunkName, staticClosure } from "./initial-chunks.ts";

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

type Namer = (moduleId: string, ctx: ChunkingContext) => string | null;

/** Every module `entry` can load, now or later (static and dynamic imports, transitively). */
function everythingReachable(entry: string, ctx: ChunkingContext): Set<string> {
  return reachable([entry], (id) => {
    const info = ctx.getModuleInfo(id);
    return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
  });
}

/**
 * The code-splitting groups for the two entries, highest priority first. `portalArea`: the module the portal
 * imports lazily for its signed-in screens (its own chunk, with all it loads that the start-up chunks do not hold).
 */
export function twoEntryGroups(
  portalEntry: string,
  driveEntry: string,
  portalArea?: string,
): { name: Namer; priority: number; entriesAware?: boolean }[] {
  const startUp = initialChunkName({ [portalEntry]: "portal", [driveEntry]: "drive" });
  let driveReach: Set<string> | undefined;
  let portalReach: Set<string> | undefined;
  let areaReach: Set<string> | undefined;
  const reachedByDrive = (id: string, ctx: ChunkingContext) =>
    (driveReach ??= everythingReachable(driveEntry, ctx)).has(id);
  const portalAlsoUsedByDrive = (id: string, ctx: ChunkingContext) =>
    startUp(id, ctx) === "portal" && reachedByDrive(id, ctx);
  const driveAlsoUsedByPortal = (id: string, ctx: ChunkingContext) =>
    startUp(id, ctx) === "drive" && (portalReach ??= everythingReachable(portalEntry, ctx)).has(id);
  const inPortalArea = (id: string, ctx: ChunkingContext) =>
    portalArea !== undefined && startUp(id, ctx) === null && (areaReach ??= staticClosure(portalArea, ctx)).has(id);
  return [
    { name: (id, ctx) => (startUp(id, ctx) === "drive-portal" ? "drive-portal" : null), priority: 4 },
    { name: (id, ctx) => (portalAlsoUsedByDrive(id, ctx) ? "portal-drive" : null), priority: 3 },
    {
      name: (id, ctx) => (driveAlsoUsedByPortal(id, ctx) ? "drive-portal-lazy" : null),
      priority: 3,
      entriesAware: true,
    },
    { name: startUp, priority: 2 },
    {
      name: (id, ctx) =>
        inPortalArea(id, ctx) ? (reachedByDrive(id, ctx) ? "portal-area-drive" : "portal-area") : null,
      priority: 1,
    },
  ];
}
