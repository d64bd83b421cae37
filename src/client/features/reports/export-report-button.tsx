import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";

import type { ReportSource } from "../../../shared/generated/reports";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { useLocalSettings } from "../../app/local-settings";
import { forLayout } from "../../app/routes";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { reportLinks } from "./reports-routes";

/**
 * A list screen's Export: asks for a CSV report of the list as filtered and sorted now, then opens Reports, where
 * its progress shows and it is downloaded when ready (a large list takes a while; the screen need not wait).
 */
export function ExportReportButton({
  source,
  onProblem,
}: {
  source: ReportSource;
  onProblem?: (problem: ServerError | undefined) => void;
}) {
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const { v3 } = useLocalSettings();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    if (!company) return;
    setBusy(true);
    onProblem?.(undefined);
    try {
      await completePayload(client.session.api.reportCreate({ source, format: "csv" }));
      navigate(forLayout(reportLinks.list(company.id), v3));
    } catch (failure) {
      onProblem?.(toServerError(failure));
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy}>
      <Trans>Export</Trans>
    </Button>
  );
}
