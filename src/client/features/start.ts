// The domains' start-up routes (CONTRIBUTING.md "Adding a domain"): the pages a visitor opens without a session,
// which the code that loads first must know (app/route-table.tsx). Each is a domain's start.ts (`startRoutes`), found
// by the bundler (import.meta.glob); a domain's start-up routes are reached only through it, so the start-up chunk
// holds none of its signed-in screens.
import type { RouteEntry } from "../app/route-table";

const modules = import.meta.glob<readonly RouteEntry[]>("./*/start.ts", { eager: true, import: "startRoutes" });

export const START_ROUTES: readonly RouteEntry[] = Object.values(modules).flat();
