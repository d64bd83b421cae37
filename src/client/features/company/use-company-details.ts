import { useEffect, useState } from "react";

import type { CompanyDetails } from "../../../shared/generated/company";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";

/** The session's company details (CompanyGetRequestEvent), loaded once per screen. */
export function useCompanyDetails(): {
  details: CompanyDetails | undefined;
  problem: ServerError | undefined;
  setDetails: (details: CompanyDetails) => void;
} {
  const client = usePortalClient();
  const [details, setDetails] = useState<CompanyDetails>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    completePayload(client.session.api.companyGet({})).then(setDetails, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client]);
  return { details, problem, setDetails };
}
