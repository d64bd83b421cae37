import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { QuickBooksFile } from "../../../shared/generated/billing";
import { usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { downloadQuickBooksFile, FILE_ORDER } from "./quickbooks-download";

const BUTTON =
  "rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800";

/** The download buttons of one export's files: "IIF", "Invoices CSV", "Payments CSV". */
export function QuickBooksFileButtons({ files }: { files: readonly QuickBooksFile[] }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [error, setError] = useState<ServerError>();
  const label: Record<QuickBooksFile["format"], string> = {
    iif: t`IIF`,
    qboInvoices: t`Invoices CSV`,
    qboPayments: t`Payments CSV`,
  };
  const sorted = [...files].sort((a, b) => FILE_ORDER.indexOf(a.format) - FILE_ORDER.indexOf(b.format));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1">
        {sorted.map((file) => (
          <button
            key={file.id}
            type="button"
            className={BUTTON}
            title={file.fileName}
            data-testid={`qb-file-${file.format}`}
            onClick={() =>
              downloadQuickBooksFile(client.session.api, file.id).catch((e: unknown) => setError(toServerError(e)))
            }
          >
            {label[file.format]}
          </button>
        ))}
      </div>
      <ErrorRow error={error} />
    </div>
  );
}
