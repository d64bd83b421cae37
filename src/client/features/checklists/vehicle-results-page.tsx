import { Trans } from "@lingui/react/macro";
import { useParams } from "wouter";

import { decodeIdFromUrl } from "../../../shared/ids";
import { PortalLayout } from "../../ui/portal-layout";
import { ResultsTable } from "./results-table";

/** `/portal/operator/vehicles/{id}/checklists`: the checklists filled for one vehicle. */
export function VehicleChecklistResultsPage() {
  const vehicleId = decodeIdFromUrl(useParams<{ id: string }>().id);
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Checklists filled for this vehicle</Trans>
        </h1>
        {vehicleId && <ResultsTable filter={{ vehicleId }} without="vehicle" />}
      </div>
    </PortalLayout>
  );
}
