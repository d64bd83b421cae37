// The main menu as data (docs/design/client-shell.md "The main menu"). An entry is one object: a label, a link
// builder and a gate. Add an entry only when its screen exists, so the menu never holds a dead link; the gates for
// every item of the menu are already here in MENU_GATES.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  Building,
  ClipboardCheck,
  Clock,
  CreditCard,
  FileChartColumn,
  Forklift,
  House,
  LayoutDashboard,
  ListChecks,
  Map,
  Receipt,
  Shield,
  ShieldCheck,
  Sparkles,
  Truck,
  UserCheck,
  Users,
  type LucideIcon,
} from "lucide-react";

import type { FeatureName, RoleName } from "../../shared/generated/common";
import { billingLinks } from "../features/billing/billing-routes";
import { checkInLinks } from "../features/checkins/checkin-routes";
import { platformLinks } from "../features/platform/platform-routes";
import { isGateOpen, MENU_GATES, type MenuGate } from "./access-gates";
import { forLayout, links } from "./routes";

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
}

/**
 * The entries whose screens exist, in the menu's usual order. To add one, add an object like the vehicles entry
 * with its gate from MENU_GATES.
 */
export const MENU: readonly MenuEntry[] = [
  { id: "home", label: msg`Home`, icon: House, link: () => links.home(), gate: MENU_GATES.home },
  {
    id: "whatsNew",
    label: msg`Whats New?`,
    icon: Sparkles,
    link: (c) => links.operator(c.companyId, "whatsnew"),
    gate: MENU_GATES.whatsNew,
  },
  {
    id: "compliance",
    label: msg`Compliance`,
    icon: ShieldCheck,
    link: (c) => links.operator(c.companyId, "compliance"),
    gate: MENU_GATES.compliance,
  },
  {
    id: "vehicles",
    label: msg`Vehicles & Trailers`,
    icon: Truck,
    link: (c) => links.operator(c.companyId, "vehicles"),
    gate: MENU_GATES.vehicles,
  },
  {
    id: "equipment",
    label: msg`Equipment`,
    icon: Forklift,
    link: (c) => links.operator(c.companyId, "equipment"),
    gate: MENU_GATES.equipment,
  },
  {
    id: "inspections",
    label: msg`Inspections`,
    icon: ClipboardCheck,
    link: (c) => links.operator(c.companyId, "inspections"),
    gate: MENU_GATES.inspections,
  },
  {
    id: "hours",
    label: msg`Hours of Service`,
    icon: Clock,
    link: (c) => links.operator(c.companyId, "hours"),
    gate: MENU_GATES.hours,
  },
  {
    id: "checkins",
    label: msg`Check-ins`,
    icon: UserCheck,
    link: () => checkInLinks.list(),
    gate: MENU_GATES.checkins,
  },
  {
    id: "users",
    label: msg`Users`,
    icon: Users,
    link: (c) => links.operator(c.companyId, "users"),
    gate: MENU_GATES.users,
  },
  { id: "map", label: msg`Map`, icon: Map, link: (c) => links.operator(c.companyId, "map"), gate: MENU_GATES.map },
  {
    id: "checklists",
    label: msg`Checklists`,
    icon: ListChecks,
    link: (c) => links.operator(c.companyId, "checklists"),
    gate: MENU_GATES.checklists,
  },
  {
    id: "reports",
    label: msg`Reports`,
    icon: FileChartColumn,
    link: (c) => links.operator(c.companyId, "reports"),
    gate: MENU_GATES.reports,
  },
  {
    id: "invoices",
    label: msg`Invoices`,
    icon: Receipt,
    link: (c) => links.operator(c.companyId, "invoices"),
    gate: MENU_GATES.invoices,
  },
  {
    id: "billing",
    label: msg`Billing`,
    icon: CreditCard,
    link: (c) => billingLinks.display(c.companyId),
    gate: MENU_GATES.billing,
  },
  {
    id: "company",
    label: msg`Company`,
    icon: Building,
    link: (c) => links.operator(c.companyId, "company/display"),
    gate: MENU_GATES.company,
  },
  { id: "admin", label: msg`Admin`, icon: Shield, link: () => platformLinks.home(), gate: MENU_GATES.admin },
  {
    id: "dashboard",
    label: msg`Dashboard`,
    icon: LayoutDashboard,
    link: (c) => links.v3Dashboard(c.companyId),
    gate: MENU_GATES.dashboard,
  },
];

/** The entries this user sees, with their links for the current layout. */
export function visibleMenu(
  context: MenuContext,
  entries: readonly MenuEntry[] = MENU,
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
