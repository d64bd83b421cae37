// The main menu as data (docs/design/client-shell.md "The main menu"). An entry is one object: a label, a link
// builder, a gate and its place; each domain gives its entries (ClientDomain.menu) and portal-shell.ts gathers them.
// Add an entry only when its screen exists, so the menu never holds a dead link; the gates for every item of the menu
// are already in MENU_GATES.
import type { MessageDescriptor } from "@lingui/core";
import type { LucideIcon } from "lucide-react";

import type { FeatureName, RoleName } from "../../shared/generated/common";
import { isGateOpen, type MenuGate } from "./access-gates";
import { forLayout } from "./routes";

export { isGateOpen, MENU_GATES, type MenuGate } from "./access-gates";

/** What a link builder and a gate are evaluated against. */
export interface MenuContext {
  companyId: string;
  roles: readonly RoleName[];
  features: readonly FeatureName[];
  v3: boolean;
}

export interface MenuEntry {
  /** Stable key (React key, test ids: `menu-${id}`). */
  id: string;
  label: MessageDescriptor;
  /** Drawn beside the label, and alone (the label its tooltip and accessible name) in the collapsed sidebar. */
  icon: LucideIcon;
  /** The old-layout path; in v3 it is mapped to its /portal/v3/… twin where v3 has the section. */
  link: (context: MenuContext) => string;
  gate: MenuGate;
  /** Where it stands in the menu (ascending; the domains' order does not matter). */
  order: number;
}

/** The entries this user sees, with their links for the current layout. */
export function visibleMenu(
  context: MenuContext,
  entries: readonly MenuEntry[],
): { id: string; label: MessageDescriptor; icon: LucideIcon; href: string }[] {
  return entries
    .filter((entry) => isGateOpen(entry.gate, context))
    .map((entry) => ({
      id: entry.id,
      label: entry.label,
      icon: entry.icon,
      href: forLayout(entry.link(context), context.v3),
    }));
}
