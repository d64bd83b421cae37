// One domain's screens in the operator area over every company (docs/operator.md "Cross-company lists"): the list at
// /portal/admin/<name> (and at its second name where it has one, /portal/admin/<singular>/list), each record's
// read-only details at /portal/admin/<name>/<id>, and the list's entry in the operator's navigation. A domain declares
// them once and hands them to the client through its index.ts; its screens build their links from the same object.
import type { MessageDescriptor } from "@lingui/core";

import { encodeIdForUrl } from "../../shared/ids";
import type { OperatorNavEntry } from "../app/client-domain";
import type { PreloadableScreen } from "../app/lazy-screen";
import type { RouteEntry } from "../app/route-table";

const ADMIN = "/portal/admin";

export interface AllCompaniesScreens {
  /** The list's name under /portal/admin: its store key, live list and count test id too. */
  name: string;
  links: { list: () => string; details: (id: string) => string };
  routes: readonly RouteEntry[];
  nav: OperatorNavEntry;
}

interface Screen {
  screen: PreloadableScreen;
  title: MessageDescriptor;
}

export function allCompaniesScreens(spec: {
  /** The list's address under /portal/admin ("checkins"); the details add "/<id>". */
  name: string;
  /** The list's second name ("checkin/list"), served by the same screen. */
  alias?: string;
  nav: Omit<OperatorNavEntry, "href" | "list">;
  list: Screen;
  details?: Screen;
}): AllCompaniesScreens {
  const list = `${ADMIN}/${spec.name}`;
  const entry = (path: string, { screen, title }: Screen): RouteEntry => ({
    path,
    access: "signedIn",
    component: screen,
    title,
  });
  return {
    name: spec.name,
    links: { list: () => list, details: (id) => `${list}/${encodeIdForUrl(id)}` },
    // The second name goes before the details pattern it would otherwise match (/portal/admin/equipment/list).
    routes: [
      entry(list, spec.list),
      ...(spec.alias ? [entry(`${ADMIN}/${spec.alias}`, spec.list)] : []),
      ...(spec.details ? [entry(`${list}/:id`, spec.details)] : []),
    ],
    nav: { ...spec.nav, href: list, list: true },
  };
}
