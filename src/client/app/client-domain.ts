// What a domain gives the client (CONTRIBUTING.md "Adding a domain"). Each `features/<domain>/module.ts` exports one
// ClientDomain as its default; features/index.ts finds them, and the signed-in portal's routes, its main menu, the operator area's
// navigation and the strips above every screen are loops over that list (portal-shell.ts), so a new domain is written
// in its own folder and named once.
import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";

import type { MenuEntry } from "./menu";
import type { RouteEntry } from "./route-table";

/** An entry of the operator area's navigation (/portal/admin/…, docs/operator.md "Screens"). */
export interface OperatorNavEntry {
  /** Stable key (React key; test ids `admin-nav-${id}`). */
  id: string;
  label: MessageDescriptor;
  href: string;
  /** A list screen: shown on the navigation's second line and on /portal/admin/lists. */
  list?: boolean;
  /** Where it stands in the navigation (ascending; the domains' order does not matter). */
  order: number;
}

export interface ClientDomain {
  /** The domain's name, as in docs/<name>.md. */
  name: string;
  /**
   * Its signed-in /portal/… routes, each screen loaded lazily (its chunk boundary): the company screens, the
   * operator's cross-company screens of its records, and route areas whose routes come with their code.
   */
  routes?: readonly RouteEntry[];
  /** Routes tried after every other one: a pattern that would hide others (/portal/operator/{companyId}/{section}). */
  lastRoutes?: readonly RouteEntry[];
  /** Its entries of the main menu. */
  menu?: readonly MenuEntry[];
  /** Its entries of the operator area's navigation. */
  operatorNav?: readonly OperatorNavEntry[];
  /** A strip shown above every signed-in screen (lazily loaded; it renders nothing when it has nothing to say). */
  banner?: ComponentType;
}

/** Declares a domain (a function, so a mistyped field is reported where the domain is written). */
export function clientDomain(domain: ClientDomain): ClientDomain {
  return domain;
}
