import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "wouter";

import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { useScheduleText } from "../../i18n/schedule-text";
import { completePayload } from "../../sync/complete-payload";
import { scheduleLinks } from "./schedule-routes";
import { SchedulesLink } from "./schedules-link";

/**
 * A vehicle's inspection schedule on its details screen: the assigned schedule (a link to it), or the company's
 * default when none is (the server picks NSC 13 Schedule 2 for a bus, Schedule 1 otherwise), and the way to the
 * schedules list where one is assigned. Shown only where the company has inspections.
 */
export function VehicleScheduleItem({ scheduleId }: { scheduleId: string | undefined }) {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const enabled = company?.features.includes("inspections") ?? false;
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!enabled || !scheduleId) return;
    let alive = true;
    // The company has a handful of schedules: the list's summaries are lighter than the schedule's every part.
    completePayload(client.session.api.scheduleList({})).then(
      (list) => alive && setName(list.items[scheduleId]?.name),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [client, enabled, scheduleId]);
  if (!enabled) return null;
  return (
    <div className="col-span-2">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Inspection schedule`}</dt>
      <dd className="mt-0.5 flex flex-wrap gap-x-3" data-testid="vehicle-schedule">
        {scheduleId ? (
          <Link className="text-blue-700 underline dark:text-blue-300" href={scheduleLinks.details(scheduleId)}>
            {name === undefined ? "…" : scheduleText(name)}
          </Link>
        ) : (
          <span>
            <Trans>Company default (NSC 13 Schedule 1, Schedule 2 for buses)</Trans>
          </span>
        )}
        <SchedulesLink label={t`Choose another in Schedules`} />
      </dd>
    </div>
  );
}
