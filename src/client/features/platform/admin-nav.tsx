// The admin area's navigation as data (docs/operator.md "Screens"). Each admin feature adds its screens here with one
// entry `{ id, label, href }`; an entry that opens a list screen also says `list: true`, so /portal/admin/lists (the
// index of every admin list screen) is built from this same array and never drifts from the navigation.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";

import { adminLinks } from "../admin/admin-routes";
import { allCompaniesLinks } from "../allcompanies/allcompanies-routes";
import { platformLinks } from "./platform-routes";

export interface AdminNavEntry {
  /** Stable key (React key, test ids: `admin-nav-${id}`). */
  id: string;
  label: MessageDescriptor;
  href: string;
  /** A list screen: also listed on /portal/admin/lists. */
  list?: boolean;
}

/** Add an entry only when its screen exists, so the admin navigation never holds a dead link. */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { id: "home", label: msg`Admin home`, href: platformLinks.home() },
  { id: "stats", label: msg`Statistics`, href: platformLinks.stats() },
  { id: "dashboard", label: msg`Dashboard`, href: platformLinks.dashboard() },
  { id: "whatsnew", label: msg`What's new`, href: platformLinks.whatsNew() },
  { id: "lists", label: msg`All lists`, href: platformLinks.lists() },
  // The operator's company management (features/admin).
  { id: "companies", label: msg`Companies`, href: adminLinks.companies(), list: true },
  { id: "registrations", label: msg`Registrations`, href: adminLinks.registrations(), list: true },
  { id: "newCompany", label: msg`New company`, href: adminLinks.newCompany() },
  { id: "audit", label: msg`Audit log`, href: adminLinks.audit(), list: true },
  // The cross-company lists (features/allcompanies).
  { id: "inspections", label: msg`Inspections`, href: allCompaniesLinks.inspections(), list: true },
  { id: "vehicles", label: msg`Vehicles`, href: allCompaniesLinks.vehicles(), list: true },
  { id: "employees", label: msg`Employees`, href: allCompaniesLinks.employees(), list: true },
  { id: "hours", label: msg`Hours`, href: allCompaniesLinks.hours(), list: true },
  { id: "checkins", label: msg`Check-ins`, href: allCompaniesLinks.checkins(), list: true },
  { id: "invoices", label: msg`Invoices`, href: allCompaniesLinks.invoices(), list: true },
  { id: "equipment", label: msg`Equipment`, href: allCompaniesLinks.equipment(), list: true },
  { id: "checklists", label: msg`Checklists`, href: allCompaniesLinks.checklists(), list: true },
  { id: "schedules", label: msg`Schedules`, href: allCompaniesLinks.schedules(), list: true },
  { id: "reports", label: msg`Reports`, href: allCompaniesLinks.reports(), list: true },
  { id: "cards", label: msg`Payment cards`, href: allCompaniesLinks.cards(), list: true },
  { id: "mapPositions", label: msg`Vehicle positions`, href: allCompaniesLinks.mapPositions(), list: true },
];

/** The admin list screens, for the /portal/admin/lists index. */
export const adminListEntries = (entries: readonly AdminNavEntry[] = ADMIN_NAV) =>
  entries.filter((entry) => entry.list);

function NavLinks({ entries, label }: { entries: readonly AdminNavEntry[]; label: string }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label={label}>
      {entries.map((entry) => {
        const current = location === entry.href;
        return (
          <li key={entry.id}>
            <Link
              href={entry.href}
              data-testid={`admin-nav-${entry.id}`}
              aria-current={current ? "page" : undefined}
              className={`block rounded-md px-3 py-1 text-sm ${current ? "bg-blue-100 font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`}
            >
              {i18n._(entry.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The admin navigation above every admin screen: the screens on one line, the list screens on the next. */
export function AdminNav() {
  const { t } = useLingui();
  const lists = adminListEntries();
  return (
    <nav
      aria-label={t`Admin navigation`}
      className="flex flex-col gap-1 border-b border-slate-200 pb-2 dark:border-slate-700"
    >
      <NavLinks entries={ADMIN_NAV.filter((entry) => !entry.list)} label={t`Admin screens`} />
      {lists.length > 0 && <NavLinks entries={lists} label={t`Admin lists`} />}
    </nav>
  );
}
