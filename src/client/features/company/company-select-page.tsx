import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";

import { useAppState, usePortalClient } from "../../app/client-context";
import { landing } from "../../app/routes";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";

/** `/portal/operator/companys` and `/portal/load/company`: people in several companies choose one. */
export function CompanySelectPage() {
  const { session } = usePortalClient();
  const [, navigate] = useLocation();
  const companies = useAppState((s) => s.entities.companies);
  const currentId = useAppState((s) => s.session.companyId);
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const sorted = Object.values(companies).sort((a, b) => a.name.localeCompare(b.name));

  const choose = async (companyId: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (companyId !== currentId) await session.switchCompany(companyId);
      navigate(landing.signedIn());
    } catch (error) {
      setProblem(toServerError(error));
      setBusy(false);
    }
  };

  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Choose a company</Trans>
      </h1>
      <ul className="mt-4 flex max-w-md flex-col gap-2">
        {sorted.map((company) => (
          <li key={company.id}>
            <button
              type="button"
              disabled={busy}
              onClick={() => void choose(company.id)}
              aria-current={company.id === currentId ? "true" : undefined}
              className="w-full rounded-md border border-slate-300 bg-white px-4 py-3 text-left hover:border-blue-600 dark:border-slate-600 dark:bg-slate-800"
            >
              <span className="font-medium">{company.name}</span>
              {company.id === currentId && (
                <span className="ml-2 text-xs text-slate-500">
                  <Trans>(current)</Trans>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <ErrorRow error={problem} />
      </div>
    </PortalLayout>
  );
}
