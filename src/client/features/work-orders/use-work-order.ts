import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { useParams } from "wouter";

import type { WorkOrder } from "../../../shared/generated/work-orders";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";

/**
 * The work order the URL names (`/workorders/{id}/details`), live: a change announced for it (started, completed,
 * from any browser) reloads it whole, since the notification carries only the list's row.
 */
export function useWorkOrderFromUrl() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [order, setOrder] = useState<WorkOrder>();
  const [problem, setProblem] = useState<ServerError>();
  const load = useCallback(() => {
    if (!id) return;
    completePayload(client.session.api.workOrderGet({ id })).then(setOrder, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client, id]);
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a work order.`, 404));
      return;
    }
    return client.live.followRecord("WorkOrdersChangedNotification", id, load);
  }, [client, id, load]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { order, problem, reload: load };
}
