import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ErrorRow } from "../../ui/error-row";

/**
 * The company's API key (docs/operator.md "Companies"): shown to the operator, generated or rotated here. Rotating
 * asks first, because the old key stops working at once for whatever integration uses it.
 */
export function ApiKeyPanel({
  companyId,
  apiKey,
  onRotated,
}: {
  companyId: string;
  apiKey: string | undefined;
  onRotated: (apiKey: string) => void;
}) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const rotate = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await completePayload(client.session.api.adminCompanyApiKeyRotate({ companyId }));
      onRotated(answer.apiKey);
      setAsking(false);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
      aria-label={t`API key`}
    >
      <div className="flex min-w-0 flex-col">
        <span className="text-xs uppercase tracking-wide text-slate-500">{t`API key`}</span>
        <code className="break-all" data-testid="api-key">
          {apiKey ?? t`None yet`}
        </code>
      </div>
      <Button
        className="ml-auto"
        variant="secondary"
        onClick={() => (apiKey ? setAsking(true) : void rotate())}
        disabled={busy}
        data-testid="rotate-api-key"
      >
        {apiKey ? <Trans>Rotate key</Trans> : <Trans>Generate key</Trans>}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Rotate the API key?`}
        confirmLabel={t`Rotate key`}
        busy={busy}
        problem={problem}
        onBack={() => setAsking(false)}
        onConfirm={() => void rotate()}
      >
        <Trans>The current key stops working at once. Integrations that use it need the new key.</Trans>
      </ConfirmDialog>
      {!asking && problem && (
        <div className="w-full">
          <ErrorRow error={problem} />
        </div>
      )}
    </section>
  );
}
