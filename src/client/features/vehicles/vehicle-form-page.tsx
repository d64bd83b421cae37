import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useParams } from "wouter";

import { inputLimits } from "../../../shared/codec/shapes";
import { VehicleFields, type BrakingType } from "../../../shared/generated/vehicles";
import { decodeIdFromUrl } from "../../../shared/ids";
import { validateVehicle } from "../../../shared/rules/vehicles";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { dateInputToEpochString, epochStringToDateInput } from "../../i18n/date-input";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { codecProblems, splitServerError, type FieldProblems } from "../../ui/form/form-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { categoryChoices } from "./category-names";
import { editableFields } from "./editable-fields";
import { useVehicleReferenceData } from "./use-vehicle-reference-data";
import { problemMessage } from "./vehicle-problem-messages";
import { vehicleLinks } from "./vehicle-routes";

type Mode = "add" | "copy" | "edit";

const EMPTY: VehicleFields = {
  name: "",
  categoryId: "",
  brakingType: undefined as unknown as BrakingType,
  odometer: "0",
  odometerType: "KM",
  usageType: "commercial",
};

/** Fields shown only under "More details": a problem in one of them opens that section before focusing it. */
const DETAIL_FIELDS: ReadonlySet<string> = new Set([
  "vin",
  "vinNonStandard",
  "make",
  "model",
  "year",
  "colour",
  "jurisdiction",
  "odometer",
  "odometerType",
  "hubometerUsed",
  "startOfOperation",
  "endOfOperation",
  "lastSafetyDate",
  "lastSafetyNumber",
  "cvorNumber",
  "weight",
  "registeredGrossWeight",
  "gvwr",
  "usageType",
  "notes",
]);
const FORM_FIELDS: ReadonlySet<string> = new Set([
  ...DETAIL_FIELDS,
  "name",
  "categoryId",
  "plate",
  "brakingType",
  "cvorDate",
  "plateExpiryDate",
]);

/** Drops empty strings so optional fields are absent on the wire, as the schema expects. */
function cleaned(fields: VehicleFields): VehicleFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== "" && value !== undefined && !(typeof value === "number" && Number.isNaN(value)),
    ),
  ) as unknown as VehicleFields;
}

/** Add (`/vehicles/add`, `/addv2`), add from an existing vehicle (`/add/{id}`) and edit (`/edit`, `/editv2`). */
export function VehicleFormPage({ mode }: { mode: Mode }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const params = useParams<{ id?: string }>();
  const sourceId = params.id ? decodeIdFromUrl(params.id) : undefined;
  const referenceData = useVehicleReferenceData();
  const [fields, setFields] = useState<VehicleFields>(EMPTY);
  const [loading, setLoading] = useState(mode !== "add");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverError, setServerError] = useState<ServerError>();
  // A vehicle that could not be loaded for editing or copying: the screen says so instead of an empty form.
  const [loadError, setLoadError] = useState<ServerError>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [busy, setBusy] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const timeZone = company?.timeZone || undefined;

  useEffect(() => {
    if (mode === "add") return;
    if (!sourceId) {
      setLoadError(new ServerError("NotFound", t`This address does not name a vehicle.`, 404));
      setLoading(false);
      return;
    }
    completePayload(client.session.api.vehicleGet({ id: sourceId }))
      .then((vehicle) => {
        const editable = editableFields(vehicle);
        // A copy keeps the specification but not what identifies the unit.
        setFields(
          mode === "copy"
            ? ({
                ...editable,
                name: "",
                plate: "",
                vin: "",
                vinNonStandard: undefined,
                imageId: undefined,
              } as VehicleFields)
            : (editable as VehicleFields),
        );
        setShowDetails(true);
      })
      .catch((error: unknown) => setLoadError(toServerError(error)))
      .finally(() => setLoading(false));
  }, [client, mode, sourceId]); // oxlint-disable-line react-hooks/exhaustive-deps

  // An edit clears the banner and that field's message: both were about what the user has just changed.
  const set = <K extends keyof VehicleFields>(key: K, value: VehicleFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setServerError(undefined);
    setProblems((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const message = (field: string) => (problems[field] ? problemMessage(i18n, field, problems[field]!) : undefined);
  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    if (Object.keys(found).some((field) => found[field] && DETAIL_FIELDS.has(field))) setShowDetails(true);
    focusFirstInvalid();
  };
  const dateField = (
    key: "cvorDate" | "plateExpiryDate" | "startOfOperation" | "endOfOperation" | "lastSafetyDate",
    label: string,
  ) => (
    <Field label={label} error={message(key)}>
      {(p) => (
        <input
          {...p}
          type="date"
          value={epochStringToDateInput(fields[key], timeZone)}
          onChange={(e) => set(key, dateInputToEpochString(e.target.value, timeZone))}
        />
      )}
    </Field>
  );
  const numberField = (key: "year" | "weight" | "registeredGrossWeight" | "gvwr", label: string) => (
    <Field label={label} error={message(key)}>
      {(p) => (
        <input
          {...p}
          {...inputLimits(VehicleFields, key)}
          type="number"
          value={fields[key] ?? ""}
          onChange={(e) => set(key, e.target.value === "" ? undefined : Number(e.target.value))}
        />
      )}
    </Field>
  );
  const textField = (
    key:
      | "name"
      | "plate"
      | "vin"
      | "make"
      | "model"
      | "colour"
      | "jurisdiction"
      | "lastSafetyNumber"
      | "cvorNumber"
      | "odometer",
    label: string,
    extra: { list?: string; required?: boolean } = {},
  ) => (
    <Field label={label} error={message(key)}>
      {(p) => (
        <input
          {...p}
          {...inputLimits(VehicleFields, key)}
          {...extra}
          value={fields[key] ?? ""}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const vehicle = cleaned(fields);
    // The rules' problems first, then the schema's limits from the same codec the server decodes with.
    const found: FieldProblems = { ...codecProblems(VehicleFields, vehicle) };
    for (const [field, problem] of Object.entries(validateVehicle(fields, client.clock.now())))
      if (problem) found[field] = { problem };
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    setBusy(true);
    try {
      const saved = await completePayload(
        client.session.api.vehicleSave({ ...(mode === "edit" && sourceId ? { id: sourceId } : {}), vehicle }),
      );
      navigate(vehicleLinks.details(saved.id));
    } catch (error) {
      const { fields: serverProblems, banner } = splitServerError(toServerError(error), "vehicle", FORM_FIELDS);
      setServerError(banner);
      if (Object.keys(serverProblems).length > 0) showProblems(serverProblems);
      setBusy(false);
    }
  };

  if (loading) return <LoadingScreen />;
  if (loadError)
    return <RecordNotFound error={loadError} backTo={company ? vehicleLinks.list(company.id) : undefined} />;
  const categories = categoryChoices(i18n, referenceData?.categories);
  return (
    <PortalLayout>
      <form ref={formRef} className="mx-auto flex max-w-3xl flex-col gap-4" onSubmit={submit} noValidate>
        <h1 className="text-2xl font-semibold">
          {mode === "edit" ? <Trans>Edit vehicle</Trans> : <Trans>Add a vehicle or trailer</Trans>}
        </h1>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("name", t`Name or unit number`, { required: true })}
          <Field label={t`Category`} error={message("categoryId")}>
            {(p) => (
              <select {...p} value={fields.categoryId} onChange={(e) => set("categoryId", e.target.value)}>
                <option value="">{t`Choose a category`}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {textField("plate", t`Plate`)}
          <Field label={t`Brake type`} error={message("brakingType")}>
            {(p) => (
              <select
                {...p}
                value={fields.brakingType ?? ""}
                onChange={(e) => set("brakingType", (e.target.value || undefined) as BrakingType)}
              >
                <option value="">{t`Choose a brake type`}</option>
                <option value="abs">{t`Air brakes`}</option>
                <option value="ebs">{t`Electric brakes`}</option>
                <option value="hbs">{t`Hydraulic brakes`}</option>
                <option value="nbs">{t`None`}</option>
              </select>
            )}
          </Field>
          {dateField("cvorDate", t`Annual safety date`)}
          {dateField("plateExpiryDate", t`Plate expiry`)}
        </div>
        <button
          type="button"
          className="self-start text-sm text-blue-700 underline dark:text-blue-300"
          aria-expanded={showDetails}
          onClick={() => setShowDetails(!showDetails)}
        >
          {showDetails ? <Trans>Hide details</Trans> : <Trans>More details (optional)</Trans>}
        </button>
        {showDetails && (
          <div className="grid gap-4 sm:grid-cols-2" data-testid="vehicle-details-section">
            {textField("vin", t`VIN`)}
            <label className="flex items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                checked={fields.vinNonStandard ?? false}
                onChange={(e) => set("vinNonStandard", e.target.checked || undefined)}
              />
              <Trans>Non-standard VIN (pre-1981 or special unit)</Trans>
            </label>
            {textField("make", t`Make`, { list: "vehicle-makers" })}
            {textField("model", t`Model`)}
            {numberField("year", t`Year`)}
            {textField("colour", t`Colour`)}
            {textField("jurisdiction", t`Jurisdiction`)}
            <Field label={t`Odometer`} error={message("odometer")}>
              {(p) => (
                <div className="flex gap-2">
                  <input
                    {...p}
                    className={`${p.className} flex-1`}
                    inputMode="decimal"
                    value={fields.odometer ?? ""}
                    onChange={(e) => set("odometer", e.target.value)}
                  />
                  <select
                    className={p.className}
                    aria-label={t`Odometer unit`}
                    value={fields.odometerType ?? "KM"}
                    onChange={(e) => set("odometerType", e.target.value as "KM" | "MI")}
                  >
                    <option value="KM">KM</option>
                    <option value="MI">MI</option>
                  </select>
                </div>
              )}
            </Field>
            <label className="flex items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                checked={fields.hubometerUsed ?? false}
                onChange={(e) => set("hubometerUsed", e.target.checked)}
              />
              <Trans>Hubometer used</Trans>
            </label>
            {dateField("startOfOperation", t`Start of operation`)}
            {dateField("endOfOperation", t`End of operation`)}
            {dateField("lastSafetyDate", t`Last safety inspection`)}
            {textField("lastSafetyNumber", t`Last safety number (e.g. H/S-1234567)`)}
            {textField("cvorNumber", t`CVOR number`)}
            {numberField("weight", t`Weight (kg)`)}
            {numberField("registeredGrossWeight", t`Registered gross weight (kg)`)}
            {numberField("gvwr", t`Gross vehicle weight rating (kg)`)}
            <Field label={t`Usage`}>
              {(p) => (
                <select
                  {...p}
                  value={fields.usageType ?? "commercial"}
                  onChange={(e) => set("usageType", e.target.value as "commercial" | "noncommercial")}
                >
                  <option value="commercial">{t`Commercial`}</option>
                  <option value="noncommercial">{t`Non-commercial`}</option>
                </select>
              )}
            </Field>
            <Field label={t`Notes`} error={message("notes")}>
              {(p) => (
                <textarea
                  {...p}
                  {...inputLimits(VehicleFields, "notes")}
                  rows={3}
                  value={fields.notes ?? ""}
                  onChange={(e) => set("notes", e.target.value)}
                />
              )}
            </Field>
          </div>
        )}
        <datalist id="vehicle-makers">
          {Object.values(referenceData?.makers ?? {}).map((m) => (
            <option key={m.id} value={m.name} />
          ))}
        </datalist>
        <ErrorRow error={serverError} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            <Trans>Save</Trans>
          </Button>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm"
            onClick={() => window.history.back()}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </PortalLayout>
  );
}
