import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Observable } from "rxjs";
import { useParams } from "wouter";

import type { Api, Reply } from "../../shared/generated/client";
import { decodeIdFromUrl } from "../../shared/ids";
import { usePortalClient } from "../app/client-context";
import { completePayload } from "../sync/complete-payload";
import { ServerError, toServerError } from "../sync/server-error";

/**
 * The record the URL names (`/portal/admin/{list}/{id}`), read once through the domain's AllCompanies…Get event: the
 * operator's details are a read-only snapshot (no company's change notifications reach the operator's socket).
 */
export function useCrossCompanyRecord<T>(load: (api: Api, id: string) => Observable<Reply<T>>) {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [record, setRecord] = useState<T>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a record.`, 404));
      return;
    }
    let alive = true;
    completePayload(load(client.session.api, id)).then(
      (loaded) => alive && setRecord(loaded),
      (error: unknown) => alive && setProblem(toServerError(error)),
    );
    return () => {
      alive = false;
    };
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { record, problem };
}
