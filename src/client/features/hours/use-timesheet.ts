import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useParams } from "wouter";

import type { TimesheetDetails } from "../../../shared/generated/hours";
import { decodeIdFromUrl } from "../../../shared/ids";
import { useClock, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";

/**
 * The day the URL names (`/hours/{id}/details`), live: a change announced for it (a driver's change, a correction,
 * from any browser) reloads it whole, since the notification carries only the list's row.
 */
export function useTimesheetFromUrl() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [details, setDetails] = useState<TimesheetDetails>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a timesheet.`, 404));
      return;
    }
    let alive = true;
    const load = () =>
      completePayload(client.session.api.timesheetGet({ id })).then(
        (loaded) => alive && setDetails(loaded),
        (error: unknown) => alive && setProblem(toServerError(error)),
      );
    const stop = client.live.followRecord("TimesheetsChangedNotification", id, () => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { details, setDetails, problem };
}

/** The client's clock, read again each minute while `running` (a day not yet over draws up to now). */
export function useMinuteClock(running: boolean): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(clock.now()), 60_000);
    return () => clearInterval(timer);
  }, [clock, running]);
  return now;
}
