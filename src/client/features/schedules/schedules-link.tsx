import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import { useCurrentUser } from "../../app/client-context";
import { scheduleLinks } from "./schedule-routes";

/** The way to the schedules list, from the inspections list and a vehicle (docs/schedules.md "Decisions"). */
export function SchedulesLink({
  className = "text-sm text-blue-700 underline dark:text-blue-300",
  label,
}: {
  className?: string;
  label?: string;
}) {
  const { company } = useCurrentUser();
  return (
    <Link className={className} href={company ? scheduleLinks.list(company.id) : scheduleLinks.listShort()}>
      {label ?? <Trans>Schedules</Trans>}
    </Link>
  );
}
