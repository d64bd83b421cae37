import { useEffect, useState } from "react";
import { useParams } from "wouter";

import type { AdminCompanyDetails } from "../../../shared/generated/operator";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";

/** The company of the URL's `:id` (AdminCompanyGetRequestEvent), loaded once per screen and id. */
export function useAdminCompany() {
  const client = usePortalClient();
  const params = useParams<{ id: string }>();
  const companyId = decodeIdFromUrl(params.id ?? "");
  const [details, setDetails] = useState<AdminCompanyDetails>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    setDetails(undefined);
    setProblem(undefined);
    if (!companyId) {
      setProblem(new ServerError("NotFound", "", 404));
      return;
    }
    completePayload(client.session.api.adminCompanyGet({ companyId })).then(setDetails, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client, companyId]);
  return { companyId, details, problem, setDetails };
}
