// timesheetStartedBeforeInspection in the driver app (docs/inspections.md "Rules"): the server refuses an inspection
// by a driver or mechanic who has not started today's hours of service (features/inspections/timesheet-rule.ts on
// the server). The app asks when the inspection starts, so the driver learns it before walking the truck, not at the
// signature, and offers the way to start the day. Offline, nothing can be asked: the inspection goes ahead and the
// server judges.
import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "wouter";

import type { InspectionReadiness } from "../../../../shared/generated/inspections";
import { usePortalClient } from "../../../app/client-context";
import { useWaitingCommands } from "../../../drive/drive-context";
import { completePayload } from "../../../sync/complete-payload";
import { PRIMARY, SECONDARY } from "./inspect-styles";

/** Where the driver app's hours flow starts the day (features/hours/drive/drive-flow.ts, path "/hours"). */
export const START_DAY_PATH = "/hours";

/**
 * The server's answer, once it has given one (undefined while asking or offline); `recheck` asks again. It also asks
 * again whenever the phone's queue of commands gets shorter: a change of duty status recorded a moment ago (shown at
 * once, sent through the queue) may reach the server only after this screen asked — after a reload, or when the
 * signal comes back — and the driver who went on duty must not be told to start the day.
 */
export function useInspectionReadiness(): { readiness: InspectionReadiness | undefined; recheck: () => void } {
  const client = usePortalClient();
  const [readiness, setReadiness] = useState<InspectionReadiness>();
  const [asked, setAsked] = useState(0);
  const waiting = useWaitingCommands();
  const waitingBefore = useRef(waiting);
  useEffect(() => {
    if (waiting < waitingBefore.current) setAsked((n) => n + 1);
    waitingBefore.current = waiting;
  }, [waiting]);
  useEffect(() => {
    let live = true;
    completePayload(client.session.api.inspectionReadiness({})).then(
      (answer) => live && setReadiness(answer),
      () => undefined, // offline or refused: the submit is judged by the server anyway
    );
    return () => {
      live = false;
    };
  }, [client, asked]);
  const recheck = useCallback(() => setAsked((n) => n + 1), []);
  return { readiness, recheck };
}

export const mustStartDay = (readiness: InspectionReadiness | undefined) =>
  readiness !== undefined && readiness.timesheetRequired && !readiness.timesheetStarted;

/** The notice with the way to start the day; `blocking` when the inspection cannot begin yet. */
export function StartYourDay({ blocking, onRecheck }: { blocking: boolean; onRecheck?: () => void }) {
  return (
    <section
      role="alert"
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      data-testid="start-day-first"
    >
      <h2 className="text-lg font-semibold">
        <Trans>Start your day before inspecting</Trans>
      </h2>
      <p className="text-base">
        {blocking ? (
          <Trans>
            Your company requires today's hours of service to be started before an inspection: the inspection is time on
            duty. Go on duty in Hours of Service, then come back here.
          </Trans>
        ) : (
          <Trans>
            Your company requires today's hours of service to be started before an inspection. Go on duty in Hours of
            Service at or before the time of the inspection, then submit again.
          </Trans>
        )}
      </p>
      <div className="flex flex-col gap-2 min-[420px]:flex-row">
        <Link href={START_DAY_PATH} className={PRIMARY} data-testid="start-day-link">
          <Trans>Start my day</Trans>
        </Link>
        {onRecheck && (
          <button type="button" onClick={onRecheck} className={SECONDARY}>
            <Trans>Check again</Trans>
          </button>
        )}
      </div>
    </section>
  );
}
