import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";

import type { Vehicle } from "../../../shared/generated/vehicles";
import { decodeIdFromUrl } from "../../../shared/ids";
import { isWeightSet, makeAndModel, vehicleDisplayName } from "../../../shared/rules/vehicles";
import { useClock, useCurrentUser, usePortalClient } from "../../app/client-context";
import { formatDate, formatReading } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { checklistLinks, VehicleChecklistsPanel } from "../checklists";
import { inspectionLinks } from "../inspections";
import { VehicleScheduleItem } from "../schedules";
import { WorkOrdersLink, WorkOrdersSection } from "../work-orders";
import { categoryLabel } from "./category-names";
import { ExpiryStatus } from "./expiry-status";
import { RemoveVehicleDialog } from "./remove-vehicle-dialog";
import { DefectBadge, InspectionValidity } from "./vehicle-badges";
import { VehicleImage } from "./vehicle-image";
import { vehicleLinks } from "./vehicle-routes";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  // Each pair sits in its own <div>, the one wrapper a <dl> allows around <dt>/<dd> (axe: definition-list).
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

/** The vehicle's recorded facts and compliance dates (its details screen, and the operator's read-only view). */
export function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const { t, i18n } = useLingui();
  const now = useClock().now();
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <Item label={t`Category`}>{categoryLabel(i18n, vehicle.categoryName)}</Item>
      <Item label={t`Plate`}>{vehicle.plate}</Item>
      <Item label={t`Make / model`}>{makeAndModel(vehicle)}</Item>
      <Item label={t`Year`}>{vehicle.year}</Item>
      <Item label={t`VIN`}>{vehicle.vin}</Item>
      <Item label={t`Colour`}>{vehicle.colour}</Item>
      <Item label={t`Brake type`}>
        {
          { abs: t`Air brakes`, ebs: t`Electric brakes`, hbs: t`Hydraulic brakes`, nbs: t`None`, other: t`None` }[
            vehicle.brakingType
          ]
        }
      </Item>
      <Item
        label={t`Odometer`}
      >{`${formatReading(vehicle.odometer, vehicle.odometerType)}${vehicle.hubometerUsed ? ` (${t`hubometer`})` : ""}`}</Item>
      <Item label={t`Annual safety expires`}>
        {vehicle.safetyExpiry !== undefined && (
          <span data-testid="safety-expiry">
            {formatDate(vehicle.safetyExpiry)} · <ExpiryStatus expiry={vehicle.safetyExpiry} now={now} />
          </span>
        )}
      </Item>
      <Item label={t`Plate expires`}>
        {vehicle.plateExpiry !== undefined && (
          <>
            {formatDate(vehicle.plateExpiry)} · <ExpiryStatus expiry={vehicle.plateExpiry} now={now} />
          </>
        )}
      </Item>
      <Item label={t`Last safety inspection`}>
        {[vehicle.lastSafetyDate ? formatDate(Number(vehicle.lastSafetyDate)) : "", vehicle.lastSafetyNumber]
          .filter(Boolean)
          .join(" · ")}
      </Item>
      <Item label={t`CVOR number`}>{vehicle.cvorNumber}</Item>
      <Item label={t`Weight`}>{isWeightSet(vehicle.weight) ? `${vehicle.weight} kg` : ""}</Item>
      <Item label={t`Gross vehicle weight rating`}>{isWeightSet(vehicle.gvwr) ? `${vehicle.gvwr} kg` : ""}</Item>
      <Item label={t`Jurisdiction`}>{vehicle.jurisdiction}</Item>
      <Item label={t`Usage`}>{vehicle.usageType === "noncommercial" ? t`Non-commercial` : t`Commercial`}</Item>
      <VehicleScheduleItem scheduleId={vehicle.scheduleId} />
      <Item label={t`Notes`} className="col-span-2">
        {vehicle.notes}
      </Item>
    </dl>
  );
}

/** `/portal/operator/vehicles/{id}/details`: everything about one vehicle, live, with edit, copy, remove and restore. */
export function VehicleDetailsPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const params = useParams<{ id: string }>();
  const id = decodeIdFromUrl(params.id);
  const [vehicle, setVehicle] = useState<Vehicle>();
  const [problem, setProblem] = useState<ServerError>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const hasChecklists = useCurrentUser().company?.features.includes("checklists") ?? false;

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a vehicle.`, 404));
      return;
    }
    const load = () =>
      completePayload(client.session.api.vehicleGet({ id })).then(setVehicle, (error: unknown) =>
        setProblem(toServerError(error)),
      );
    // Changes saved elsewhere (another tab, another user) show here as they happen.
    return client.live.followRecord("VehiclesChangedNotification", id, () => void load(), setVehicle);
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  const setRemoved = async (removed: boolean) => {
    if (!vehicle) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const request = removed
        ? client.session.api.vehicleRemove({ id: vehicle.id })
        : client.session.api.vehicleRestore({ id: vehicle.id });
      setVehicle(await completePayload(request));
      setConfirming(false);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  if (!vehicle) {
    return problem ? (
      <PortalLayout>
        <ErrorRow error={problem} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );
  }
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="vehicle-title">
            {vehicleDisplayName(vehicle)}
          </h1>
          <DefectBadge defect={vehicle.defectType} />
          <InspectionValidity inspectedUntil={vehicle.inspectedUntil} nowMs={client.clock.now()} />
          {vehicle.deleted && (
            <span
              className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700"
              data-testid="removed-badge"
            >
              <Trans>Removed</Trans>
            </span>
          )}
          <div className="ml-auto flex flex-wrap gap-2">
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              href={inspectionLinks.ofVehicle(vehicle.id)}
            >
              <Trans>Inspections</Trans>
            </Link>
            <WorkOrdersLink vehicleId={vehicle.id} className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
            {hasChecklists && (
              <Link
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                href={checklistLinks.vehicleResults(vehicle.id)}
                data-testid="vehicle-checklists-link"
              >
                <Trans>Checklists</Trans>
              </Link>
            )}
            <Link className="rounded-md border border-slate-300 px-3 py-2 text-sm" href={vehicleLinks.edit(vehicle.id)}>
              <Trans>Edit</Trans>
            </Link>
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              href={vehicleLinks.addFrom(vehicle.id)}
            >
              <Trans>Copy</Trans>
            </Link>
            {vehicle.deleted ? (
              <Button writes onClick={() => void setRemoved(false)} disabled={busy}>
                <Trans>Restore</Trans>
              </Button>
            ) : (
              <Button writes variant="secondary" onClick={() => setConfirming(true)}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        </div>
        <ErrorRow error={confirming ? undefined : problem} />
        <div className="grid gap-6 md:grid-cols-[1fr_280px]">
          <VehicleFacts vehicle={vehicle} />
          <VehicleImage vehicle={vehicle} onChange={setVehicle} />
        </div>
        <WorkOrdersSection filter={{ vehicleId: vehicle.id }} showInspections />
        <VehicleChecklistsPanel vehicleId={vehicle.id} />
      </div>
      <RemoveVehicleDialog
        vehicle={vehicle}
        open={confirming}
        busy={busy}
        problem={problem}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void setRemoved(true)}
      />
    </PortalLayout>
  );
}
