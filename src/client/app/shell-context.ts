// What the signed-in shell shows around every screen, gathered from the domains (portal-shell.ts) and handed down to
// the shell's parts (the main menu, the operator area's navigation, the banners) so that the ui/ layer never imports
// a domain.
import { createContext, useContext, type ComponentType } from "react";

import type { OperatorNavEntry } from "./client-domain";
import type { MenuEntry } from "./menu";

export interface Shell {
  menu: readonly MenuEntry[];
  operatorNav: readonly OperatorNavEntry[];
  banners: readonly ComponentType[];
}

export const ShellContext = createContext<Shell>({ menu: [], operatorNav: [], banners: [] });

export const useShell = () => useContext(ShellContext);

/** The operator area's list screens, for its navigation's second line and the /portal/admin/lists index. */
export const operatorLists = (entries: readonly OperatorNavEntry[]) => entries.filter((entry) => entry.list);
