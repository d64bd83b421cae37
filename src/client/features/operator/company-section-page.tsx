import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation, useParams } from "wouter";

import { decodeIdFromUrl } from "../../../shared/ids";
import { useAppState, usePortalClient } from "../../app/client-context";
import { NotFoundPage } from "../../app/not-found-page";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { AdminPage } from "./admin-page";
import { companySection } from "./company-sections";
import { leaveReadOnlyView, viewCompanyReadOnly } from "./view-as";

/**
 * `/portal/admin/companys/{id}/{section}` (docs/operator.md "A company's screens"): opens the company's own screen of
 * that section in the read-only view (audited, as "View read-only" does), or, leaving any view, the operator's own
 * page for the invoice settings. The address is replaced, so Back returns to where the operator came from.
 */
export function CompanySectionPage() {
  const { i18n } = useLingui();
  const params = useParams<{ id: string; section: string }>();
  const companyId = decodeIdFromUrl(params.id ?? "");
  const section = companySection(params.section ?? "");
  const client = usePortalClient();
  const viewing = useAppState((s) => (s.session.viewAs ? s.session.companyId : undefined));
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!companyId || !section) return;
    let current = true;
    const open = async () => {
      try {
        if (section.viewed && viewing !== companyId) await viewCompanyReadOnly(client, companyId);
        // The operator's own page: out of any read-only view, whose forms stay off.
        if (!section.viewed && viewing !== undefined) await leaveReadOnlyView(client);
        if (current) navigate(section.link(companyId), { replace: true });
      } catch (error) {
        if (current) setProblem(toServerError(error));
      }
    };
    void open();
    return () => {
      current = false;
    };
    // The view is entered once per company and section; `viewing` changes because of it.
  }, [client, companyId, section?.name]); // oxlint-disable-line react-hooks/exhaustive-deps
  if (!companyId || !section) return <NotFoundPage />;
  const name = i18n._(section.label);
  return (
    <AdminPage>
      {problem ? (
        <ErrorRow error={problem} />
      ) : (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300" data-testid="company-section-opening">
          {section.viewed ? (
            <Trans>Opening the company's {name} read-only…</Trans>
          ) : (
            <Trans>Opening the company's {name}…</Trans>
          )}
        </p>
      )}
    </AdminPage>
  );
}
