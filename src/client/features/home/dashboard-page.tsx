import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useAppState, useCurrentUser } from "../../app/client-context";
import { useLocalSettings } from "../../app/local-settings";
import { visibleMenu } from "../../app/menu";
import { PortalLayout } from "../../ui/portal-layout";

/** `/portal/v3/operator/{companyId}/dashboard` (SPEC §2: Dashboard appears only in v3): the company at a glance. */
export function DashboardPage() {
  const { i18n } = useLingui();
  const { user, company } = useCurrentUser();
  const roles = useAppState((s) => s.session.roles);
  const { v3 } = useLocalSettings();
  const first = user?.first ?? "";
  if (!company) return null;
  const shortcuts = visibleMenu({ companyId: company.id, roles, features: company.features, v3 }).filter((entry) => entry.id !== "dashboard");
  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold" data-testid="dashboard-heading">
        <Trans>Dashboard</Trans>
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>Hi {first}. Here is {company.name} at a glance.</Trans>
      </p>
      <dl className="mt-4 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
          <dt className="text-sm text-slate-500 dark:text-slate-400">
            <Trans>Your roles</Trans>
          </dt>
          <dd className="mt-1 font-medium">{roles.join(", ")}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
          <dt className="text-sm text-slate-500 dark:text-slate-400">
            <Trans>Features switched on</Trans>
          </dt>
          <dd className="mt-1 font-medium">{company.features.length}</dd>
        </div>
      </dl>
      <nav className="mt-6 flex flex-wrap gap-2">
        {shortcuts.map((entry) => (
          <Link key={entry.id} href={entry.href} className="rounded-md border border-slate-300 px-3 py-2 text-sm hover:border-blue-600 dark:border-slate-600">
            {i18n._(entry.label)}
          </Link>
        ))}
      </nav>
    </PortalLayout>
  );
}
