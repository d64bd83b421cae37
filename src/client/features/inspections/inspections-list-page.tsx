import { Trans } from "@lingui/react/macro";

import { PortalLayout } from "../../ui/portal-layout";
import { SchedulesLink } from "../schedules";
import { WorkOrdersLink } from "../work-orders";
import { InspectionsTable } from "./inspections-table";

/** Inspections: every inspection of the company as a live, windowed, sortable and filterable table. */
export function InspectionsListPage() {
  return (
    <PortalLayout>
      <InspectionsTable
        heading={
          <>
            <h1 className="text-2xl font-semibold">
              <Trans>Inspections</Trans>
            </h1>
            <SchedulesLink />
            <WorkOrdersLink />
          </>
        }
      />
    </PortalLayout>
  );
}
