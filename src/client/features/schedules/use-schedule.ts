import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useParams } from "wouter";

import type { VehicleSchedule } from "../../../shared/generated/schedules";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";

/**
 * The schedule the URL names (`/schedules/{id}/…`), live: a change announced for it (a save, an assignment, from
 * any browser) reloads it whole, since the notification carries only the list's summary.
 */
export function useScheduleFromUrl() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [schedule, setSchedule] = useState<VehicleSchedule>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name an inspection schedule.`, 404));
      return;
    }
    let alive = true;
    const load = () =>
      completePayload(client.session.api.scheduleGet({ id })).then(
        (loaded) => alive && setSchedule(loaded),
        (error: unknown) => alive && setProblem(toServerError(error)),
      );
    const stop = client.live.followRecord("SchedulesChangedNotification", id, () => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { id, schedule, setSchedule, problem };
}
