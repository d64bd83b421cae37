import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";

import type { Vehicle } from "../../../shared/generated/vehicles";
import { decodeIdFromUrl } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { vehicleDisplayName } from "../../../shared/rules/vehicles";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { userLinks } from "../users";
import { DefectBadge, InspectionValidity, vehicleLinks } from "../vehicles";
import { InspectionsTable } from "./inspections-table";

const BACK = "text-sm text-blue-700 underline dark:text-blue-300";

/** `/portal/operator/vehicles/{id}/inspections`: the list narrowed to one vehicle or trailer, with its state. */
export function VehicleInspectionsPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [vehicle, setVehicle] = useState<Vehicle>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) return setProblem(new ServerError("NotFound", t`This address does not name a vehicle.`, 404));
    const load = () =>
      completePayload(client.session.api.vehicleGet({ id })).then(setVehicle, (error: unknown) =>
        setProblem(toServerError(error)),
      );
    // The vehicle's state (out of service, inspected until) follows submits and repairs live.
    return client.live.followRecord("VehiclesChangedNotification", id, () => void load(), setVehicle);
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  if (problem || !id) return <RecordNotFound error={problem ?? new ServerError("NotFound", "", 404)} />;
  const name = vehicle ? vehicleDisplayName(vehicle) : "";
  return (
    <PortalLayout>
      <InspectionsTable
        scope={{ vehicleId: id }}
        heading={
          <>
            <h1 className="text-2xl font-semibold" data-testid="inspections-of">
              <Trans>Inspections of {name}</Trans>
            </h1>
            {vehicle && (
              <>
                <DefectBadge defect={vehicle.defectType} />
                <InspectionValidity inspectedUntil={vehicle.inspectedUntil} nowMs={client.clock.now()} />
                <Link className={BACK} href={vehicleLinks.details(vehicle.id)}>
                  <Trans>Vehicle details</Trans>
                </Link>
              </>
            )}
          </>
        }
      />
    </PortalLayout>
  );
}

/** `/users/{id}/inspections`: the inspections one employee made. */
export function UserInspectionsPage() {
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [name, setName] = useState("");
  useEffect(() => {
    if (!id) return;
    // The name is a courtesy: a mechanic may not read people (UserGet is the office's), the list still shows.
    completePayload(client.session.api.userGet({ userId: id })).then(
      (person) => setName(fullName(person.user)),
      () => undefined,
    );
  }, [client, id]);
  if (!id) return <RecordNotFound error={new ServerError("NotFound", "", 404)} />;
  return (
    <PortalLayout>
      <InspectionsTable
        scope={{ driverId: id }}
        heading={
          <>
            <h1 className="text-2xl font-semibold" data-testid="inspections-of">
              {name ? <Trans>Inspections by {name}</Trans> : <Trans>Inspections by this employee</Trans>}
            </h1>
            <Link className={BACK} href={userLinks.details(id)}>
              <Trans>User details</Trans>
            </Link>
          </>
        }
      />
    </PortalLayout>
  );
}
