import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useParams } from "wouter";

import type { Inspection } from "../../../shared/generated/inspections";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";

/**
 * The inspection the URL names (`/inspections/{id}/…`), live: a change announced for it (a repair, a remark, from
 * any browser) reloads it whole, since the notification carries only the list's summary.
 */
export function useInspectionFromUrl() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [inspection, setInspection] = useState<Inspection>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name an inspection.`, 404));
      return;
    }
    let alive = true;
    const load = () =>
      completePayload(client.session.api.inspectionGet({ id })).then(
        (loaded) => alive && setInspection(loaded),
        (error: unknown) => alive && setProblem(toServerError(error)),
      );
    const stop = client.live.followRecord("InspectionsChangedNotification", id, () => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { id, inspection, setInspection, problem };
}
