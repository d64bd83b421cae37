import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { TripType } from "../../../../shared/generated/inspections";
import { usePortalClient } from "../../../app/client-context";
import { completePayload } from "../../../sync/complete-payload";
import { ServerError, toServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { TRIP_TYPES, tripTypeLabel } from "../inspection-labels";
import { CARD, choice, INPUT, PRIMARY } from "./inspect-styles";
import type { InspectionDraft, PickedUnit, PreparedInspection } from "./inspection-draft";
import { UnitSearch } from "./unit-search";

/** The most trailers one inspection carries (schema InspectionSubmitRequest.trailers). */
const MAX_TRAILERS = 4;

/** The device's position when it can tell within a few seconds. */
function currentPosition(): Promise<GeolocationCoordinates | undefined> {
  if (!("geolocation" in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(coords),
      () => resolve(undefined),
      { timeout: 8000, maximumAge: 60_000 },
    ),
  );
}

/** The units' open defects and repairs to acknowledge, and the schedule to walk: asked for once, kept in the draft. */
export async function prepare(
  client: ReturnType<typeof usePortalClient>,
  units: readonly Pick<PickedUnit, "id">[],
): Promise<PreparedInspection> {
  const api = client.session.api;
  const states = await Promise.all(
    units.map((unit) => completePayload(api.vehicleOpenDefects({ vehicleId: unit.id }))),
  );
  const scheduleId = states[0]?.scheduleId;
  if (!scheduleId) throw new Error("no schedule");
  const schedule = await completePayload(api.scheduleGet({ id: scheduleId }));
  return { schedule, units: states };
}

function UnitCard({ unit, onRemove, removeLabel }: { unit: PickedUnit; onRemove: () => void; removeLabel: string }) {
  return (
    <div
      className="flex min-h-14 items-center gap-3 rounded-xl border-2 border-blue-700 bg-blue-50 px-4 py-2 dark:border-blue-400 dark:bg-blue-950"
      data-testid="picked-unit"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-lg font-semibold">{unit.name}</span>
        {unit.plate && <span className="text-sm text-slate-700 dark:text-slate-200">{unit.plate}</span>}
      </span>
      <button
        type="button"
        onClick={onRemove}
        className="min-h-11 rounded-lg border border-slate-400 px-3 text-base dark:border-slate-500"
      >
        {removeLabel}
      </button>
    </div>
  );
}

/** Step 1: the vehicle and trailers, the trip type, the odometer and where the inspection takes place. */
export function StepVehicle({
  draft,
  update,
}: {
  draft: InspectionDraft;
  update: (change: (draft: InspectionDraft) => InspectionDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const odometerId = useId();
  const locationId = useId();
  const [addingTrailer, setAddingTrailer] = useState(false);
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const [missing, setMissing] = useState<"vehicle" | "location">();
  const vehicle = draft.vehicle;
  const taken = [vehicle?.id, ...draft.trailers.map((trailer) => trailer.id)].filter((id): id is string => !!id);

  const locate = async () => {
    setLocating(true);
    const coords = await currentPosition();
    setLocating(false);
    if (!coords)
      return setProblem(
        new ServerError("Location", t`This phone could not tell where it is. Type the place instead.`, 0),
      );
    const coordinates = {
      latitude: coords.latitude,
      longitude: coords.longitude,
      accuracyM: Math.min(coords.accuracy, 100_000),
    };
    update((d) => ({
      ...d,
      coordinates,
      location: d.location || `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)}`,
    }));
  };

  const next = async () => {
    if (!vehicle) return setMissing("vehicle");
    if (!draft.location.trim()) return setMissing("location");
    setMissing(undefined);
    setProblem(undefined);
    setBusy(true);
    try {
      const prepared = await prepare(client, [vehicle, ...draft.trailers]);
      const attention = prepared.units.some(
        (unit) => unit.openDefects.length > 0 || unit.repairsToAcknowledge.length > 0,
      );
      update((d) => ({
        ...d,
        prepared,
        answers: d.prepared?.schedule.id === prepared.schedule.id ? d.answers : {},
        partIndex: 0,
        step: attention ? "defects" : "parts",
      }));
    } catch (error) {
      const failure = toServerError(error);
      setProblem(
        failure.messageId === "ClientError"
          ? new ServerError("NotFound", t`No inspection schedule is set up for this vehicle. Ask your office.`, 404)
          : failure,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={CARD} aria-label={t`Vehicle`}>
        {vehicle ? (
          <>
            <h2 className="text-base font-medium">
              <Trans>Vehicle</Trans>
            </h2>
            <UnitCard
              unit={vehicle}
              removeLabel={t`Change`}
              onRemove={() => update((d) => ({ ...d, vehicle: undefined, prepared: undefined }))}
            />
          </>
        ) : (
          <UnitSearch
            label={t`Find the vehicle`}
            exclude={taken}
            onPick={(unit) => update((d) => ({ ...d, vehicle: unit, prepared: undefined }))}
          />
        )}
        {missing === "vehicle" && (
          <p className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            <Trans>Choose the vehicle you inspect.</Trans>
          </p>
        )}
      </section>
      {vehicle && (
        <section className={CARD} aria-label={t`Trailers`}>
          <h2 className="text-base font-medium">
            <Trans>Trailers (optional)</Trans>
          </h2>
          {draft.trailers.map((trailer) => (
            <UnitCard
              key={trailer.id}
              unit={trailer}
              removeLabel={t`Remove`}
              onRemove={() =>
                update((d) => ({ ...d, trailers: d.trailers.filter((x) => x.id !== trailer.id), prepared: undefined }))
              }
            />
          ))}
          {addingTrailer ? (
            <UnitSearch
              label={t`Find the trailer`}
              kind="trailer"
              exclude={taken}
              onPick={(unit) => {
                update((d) => ({ ...d, trailers: [...d.trailers, unit], prepared: undefined }));
                setAddingTrailer(false);
              }}
            />
          ) : (
            draft.trailers.length < MAX_TRAILERS && (
              <button
                type="button"
                onClick={() => setAddingTrailer(true)}
                className="min-h-12 rounded-xl border border-dashed border-slate-400 text-base font-medium dark:border-slate-500"
              >
                <Trans>Add a trailer</Trans>
              </button>
            )
          )}
        </section>
      )}
      <fieldset className={CARD}>
        <legend className="sr-only">{t`Trip type`}</legend>
        <span aria-hidden="true" className="text-base font-medium">
          <Trans>Trip type</Trans>
        </span>
        <div className="flex flex-col gap-2 min-[380px]:flex-row">
          {TRIP_TYPES.map((type: TripType) => (
            <button
              key={type}
              type="button"
              aria-pressed={draft.tripType === type}
              onClick={() => update((d) => ({ ...d, tripType: type }))}
              className={choice(
                draft.tripType === type,
                "border-blue-700 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100",
              )}
            >
              {tripTypeLabel(i18n, type)}
            </button>
          ))}
        </div>
      </fieldset>
      <section className={CARD}>
        <label htmlFor={odometerId} className="text-base font-medium">
          <Trans>Odometer</Trans>
        </label>
        <input
          id={odometerId}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={draft.odometer}
          onChange={(e) => update((d) => ({ ...d, odometer: e.target.value.replace(/[^\d.]/g, "") }))}
          className={INPUT}
        />
        <label htmlFor={locationId} className="text-base font-medium">
          <Trans>Location</Trans>
        </label>
        <input
          id={locationId}
          autoComplete="off"
          maxLength={200}
          value={draft.location}
          onChange={(e) => update((d) => ({ ...d, location: e.target.value }))}
          placeholder={t`Yard, city or road`}
          aria-invalid={missing === "location" ? true : undefined}
          className={INPUT}
        />
        {missing === "location" && (
          <p className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            <Trans>Say where the inspection takes place.</Trans>
          </p>
        )}
        <button
          type="button"
          onClick={() => void locate()}
          disabled={locating}
          className="min-h-12 rounded-xl border border-slate-400 text-base font-medium dark:border-slate-500"
        >
          {locating ? (
            <Trans>Finding where you are…</Trans>
          ) : draft.coordinates ? (
            <Trans>Location added ✓ — update</Trans>
          ) : (
            <Trans>Add my location</Trans>
          )}
        </button>
      </section>
      <ErrorRow error={problem} />
      <button type="button" onClick={() => void next()} disabled={busy} className={PRIMARY} data-testid="inspect-start">
        {busy ? <Trans>Loading the checklist…</Trans> : <Trans>Start the inspection</Trans>}
      </button>
    </>
  );
}
