// The operator area's navigation (docs/operator.md "Screens"): its entries come from the domains (each domain's
// index.ts gives its operatorNav; app/portal-shell.ts gathers them), so the list screens on its second line and the
// /portal/admin/lists index are the same entries and never drift from the screens that exist.
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";

import type { OperatorNavEntry } from "../app/client-domain";
import { operatorLists, useShell } from "../app/shell-context";

function NavLinks({ entries, label }: { entries: readonly OperatorNavEntry[]; label: string }) {
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
  const { operatorNav } = useShell();
  const lists = operatorLists(operatorNav);
  return (
    <nav
      aria-label={t`Admin navigation`}
      className="flex flex-col gap-1 border-b border-slate-200 pb-2 dark:border-slate-700"
    >
      <NavLinks entries={operatorNav.filter((entry) => !entry.list)} label={t`Admin screens`} />
      {lists.length > 0 && <NavLinks entries={lists} label={t`Admin lists`} />}
    </nav>
  );
}
