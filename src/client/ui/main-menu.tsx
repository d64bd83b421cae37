import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";

import { useAppState, useCurrentUser } from "../app/client-context";
import { useLocalSettings } from "../app/local-settings";
import { visibleMenu } from "../app/menu";
import { useShell } from "../app/shell-context";

/**
 * The main menu from data (src/client/app/menu.ts), gated by role, features and layout. Each entry is an icon and its
 * label; collapsed (the v3 sidebar at 56 px) the icon alone, the label its accessible name and tooltip.
 */
export function MainMenu({
  orientation,
  collapsed = false,
}: {
  orientation: "horizontal" | "vertical";
  collapsed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { company } = useCurrentUser();
  const { menu } = useShell();
  const roles = useAppState((s) => s.session.roles);
  const { v3 } = useLocalSettings();
  const [location] = useLocation();
  if (!company) return null;
  const entries = visibleMenu({ companyId: company.id, roles, features: company.features, v3 }, menu);
  const vertical = orientation === "vertical";
  return (
    <nav aria-label={t`Main menu`}>
      <ul className={vertical ? "flex flex-col gap-1" : "flex flex-wrap gap-1"}>
        {entries.map((entry) => {
          const label = i18n._(entry.label);
          const current = location === entry.href;
          const Icon = entry.icon;
          return (
            <li key={entry.id}>
              <Link
                href={entry.href}
                data-testid={`menu-${entry.id}`}
                aria-current={current ? "page" : undefined}
                title={collapsed ? label : undefined}
                aria-label={collapsed ? label : undefined}
                className={`flex items-center gap-2 rounded-md px-3 py-1.5 text-sm ${current ? "bg-blue-100 font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {!collapsed && label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
