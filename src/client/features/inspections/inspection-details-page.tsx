import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";

import type { GeoPoint, Inspection } from "../../../shared/generated/inspections";
import { useCurrentUser } from "../../app/client-context";
import { formatDateTime, formatReading } from "../../i18n/format";
import { useScheduleText } from "../../i18n/schedule-text";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { vehicleLinks } from "../vehicles";
import { WorkOrdersSection } from "../work-orders";
import { InspectionAnswers } from "./inspection-answers";
import { InspectionDefects } from "./inspection-defects";
import { InspectionHeader } from "./inspection-header";
import { inspectionLinks } from "./inspection-routes";
import { RemarkList } from "./remark-list";
import { useInspectionFromUrl } from "./use-inspection";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

/**
 * Where the device was. No map library ships with the portal yet, so the point is written out and linked with a
 * geo: URI (RFC 5870), which a phone opens in its map app.
 */
function Coordinates({ point }: { point: GeoPoint }) {
  const { t } = useLingui();
  const text = `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
  const accuracy = point.accuracyM === undefined ? "" : ` (± ${Math.round(point.accuracyM)} m)`;
  return (
    <span data-testid="inspection-coordinates">
      {text}
      {accuracy}{" "}
      <a className="text-blue-700 underline dark:text-blue-300" href={`geo:${point.latitude},${point.longitude}`}>
        {t`Open in a map app`}
      </a>
    </span>
  );
}

interface SummaryLinks {
  /** Where a unit's name leads (the company's vehicle details; the operator's read-only ones on the admin screen). */
  vehicleHref?: (vehicleId: string) => string;
  /** Where the driver's name leads; null: not a link (the operator has no per-person inspections screen). */
  driverHref?: ((driverId: string) => string) | null;
}

/** The inspection's vehicle, trailers, driver, schedule, times, odometer and place. */
export function InspectionSummary({
  inspection,
  vehicleHref = vehicleLinks.details,
  driverHref = inspectionLinks.ofUser,
}: { inspection: Inspection } & SummaryLinks) {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const odometer = [
    inspection.odometer && formatReading(inspection.odometer, inspection.odometerType),
    inspection.hubometer && `${t`hubometer`} ${inspection.hubometer}`,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
      <Item label={t`Vehicle`}>
        <Link className="text-blue-700 underline dark:text-blue-300" href={vehicleHref(inspection.vehicleId)}>
          {inspection.vehicleName}
        </Link>
        {inspection.vehiclePlate && ` (${inspection.vehiclePlate})`}
      </Item>
      <Item label={t`Trailers`}>
        {inspection.trailers.length > 0 && (
          <ul>
            {inspection.trailers.map((trailer) => (
              <li key={trailer.vehicleId}>
                <Link className="text-blue-700 underline dark:text-blue-300" href={vehicleHref(trailer.vehicleId)}>
                  {trailer.name}
                </Link>
                {trailer.plate && ` (${trailer.plate})`}
                {trailer.attachedAt !== undefined && (
                  <span className="text-slate-600 dark:text-slate-300">
                    {" "}
                    · {t`attached ${formatDateTime(trailer.attachedAt)}`}
                  </span>
                )}
                {trailer.detachedAt !== undefined && (
                  <span className="text-slate-600 dark:text-slate-300">
                    {" "}
                    · {t`detached ${formatDateTime(trailer.detachedAt)}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Item>
      <Item label={t`Driver`}>
        {driverHref ? (
          <Link className="text-blue-700 underline dark:text-blue-300" href={driverHref(inspection.driverId)}>
            {inspection.driverName}
          </Link>
        ) : (
          inspection.driverName
        )}
      </Item>
      <Item label={t`Schedule`}>{scheduleText(inspection.scheduleName)}</Item>
      <Item label={t`Inspected`}>{formatDateTime(inspection.inspectedAt)}</Item>
      <Item label={t`Valid until`}>{formatDateTime(inspection.validUntil)}</Item>
      <Item label={t`Odometer`}>{odometer}</Item>
      {/* The plate the driver entered, else the unit's own plate when it was inspected. */}
      <Item label={t`Plate`}>{inspection.plate || inspection.vehiclePlate}</Item>
      <Item label={t`Location`}>{inspection.location}</Item>
      <Item label={t`Coordinates`}>{inspection.coordinates && <Coordinates point={inspection.coordinates} />}</Item>
    </dl>
  );
}

/** The schedule's declaration as the driver accepted it, with the driver's signature. */
export function InspectionDeclaration({ inspection }: { inspection: Inspection }) {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const driver = inspection.driverName;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">
        <Trans>Declaration</Trans>
      </h2>
      <p className="italic">{scheduleText(inspection.declaration)}</p>
      <p>{inspection.declarationAccepted ? <Trans>Accepted by {driver}.</Trans> : <Trans>Not accepted.</Trans>}</p>
      <img
        src={inspection.signature}
        alt={t`Signature of ${driver}`}
        className="h-24 self-start rounded border border-slate-200 bg-white dark:border-slate-700"
        data-testid="driver-signature"
      />
    </section>
  );
}

/** `/inspections/{id}/details`: every answer by part, photos, defects and their repairs, remarks, declaration and signature. */
export function InspectionDetailsPage() {
  const { company } = useCurrentUser();
  const { inspection, problem } = useInspectionFromUrl();
  if (!inspection)
    return problem ? (
      <RecordNotFound error={problem} backTo={company ? inspectionLinks.list(company.id) : undefined} />
    ) : (
      <LoadingScreen />
    );
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <InspectionHeader inspection={inspection} />
        <InspectionSummary inspection={inspection} />
        <InspectionDefects defects={inspection.defects} title={<Trans>Defects and repairs</Trans>} />
        <WorkOrdersSection filter={{ inspectionId: inspection.id }} defects={inspection.defects} />
        <InspectionAnswers answers={inspection.answers} multipleUnits={inspection.trailers.length > 0} />
        <InspectionDefects defects={inspection.acknowledged} title={<Trans>Repairs the driver acknowledged</Trans>} />
        {inspection.remarks.length > 0 && <RemarkList remarks={inspection.remarks} />}
        <InspectionDeclaration inspection={inspection} />
      </div>
    </PortalLayout>
  );
}
