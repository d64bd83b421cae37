import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useParams } from "wouter";

import { inputLimits } from "../../../shared/codec/shapes";
import { EquipmentFields } from "../../../shared/generated/equipment";
import { decodeIdFromUrl } from "../../../shared/ids";
import { validateEquipment } from "../../../shared/rules/equipment";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
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
import { editableEquipment } from "./editable-equipment";
import { equipmentProblemMessage } from "./equipment-problem-messages";
import { equipmentLinks } from "./equipment-routes";

type Mode = "add" | "edit";

const FORM_FIELDS: ReadonlySet<string> = new Set(["name", "make", "model", "serial", "year", "hoursMeter", "notes"]);

/** Drops empty strings and unset numbers so optional fields are absent on the wire, as the schema expects. */
function cleaned(fields: EquipmentFields): EquipmentFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== "" && value !== undefined && !(typeof value === "number" && Number.isNaN(value)),
    ),
  ) as unknown as EquipmentFields;
}

/** Add (`/{companyId}/equipment/add`) and edit (`/equipment/{id}/edit`). */
export function EquipmentFormPage({ mode }: { mode: Mode }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const params = useParams<{ id?: string }>();
  const sourceId = params.id ? decodeIdFromUrl(params.id) : undefined;
  const [fields, setFields] = useState<EquipmentFields>({ name: "" });
  const [loading, setLoading] = useState(mode === "edit");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverError, setServerError] = useState<ServerError>();
  const [loadError, setLoadError] = useState<ServerError>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (mode === "add") return;
    if (!sourceId) {
      setLoadError(new ServerError("NotFound", t`This address does not name an equipment.`, 404));
      setLoading(false);
      return;
    }
    completePayload(client.session.api.equipmentGet({ id: sourceId }))
      .then((equipment) => setFields(editableEquipment(equipment)))
      .catch((error: unknown) => setLoadError(toServerError(error)))
      .finally(() => setLoading(false));
  }, [client, mode, sourceId]); // oxlint-disable-line react-hooks/exhaustive-deps

  const set = <K extends keyof EquipmentFields>(key: K, value: EquipmentFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setServerError(undefined);
    setProblems((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const message = (field: string) => (problems[field] ? equipmentProblemMessage(i18n, problems[field]!) : undefined);
  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    focusFirstInvalid();
  };
  const textField = (key: "name" | "make" | "model" | "serial", label: string, extra: { required?: boolean } = {}) => (
    <Field label={label} error={message(key)}>
      {(p) => (
        <input
          {...p}
          {...inputLimits(EquipmentFields, key)}
          {...extra}
          value={fields[key] ?? ""}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );
  const numberField = (key: "year" | "hoursMeter", label: string, step: string) => (
    <Field label={label} error={message(key)}>
      {(p) => (
        <input
          {...p}
          {...inputLimits(EquipmentFields, key)}
          type="number"
          step={step}
          inputMode="decimal"
          value={fields[key] ?? ""}
          onChange={(e) => set(key, e.target.value === "" ? undefined : Number(e.target.value))}
        />
      )}
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const equipment = cleaned(fields);
    // The rules' problems first, then the schema's limits from the same codec the server decodes with.
    const found: FieldProblems = { ...codecProblems(EquipmentFields, equipment) };
    for (const [field, problem] of Object.entries(validateEquipment(fields, client.clock.now())))
      if (problem) found[field] = { problem };
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    setBusy(true);
    try {
      const saved = await completePayload(
        client.session.api.equipmentSave({ ...(mode === "edit" && sourceId ? { id: sourceId } : {}), equipment }),
      );
      navigate(equipmentLinks.details(saved.id));
    } catch (error) {
      const { fields: serverProblems, banner } = splitServerError(toServerError(error), "equipment", FORM_FIELDS);
      setServerError(banner);
      if (Object.keys(serverProblems).length > 0) showProblems(serverProblems);
      setBusy(false);
    }
  };

  if (loading) return <LoadingScreen />;
  if (loadError)
    return <RecordNotFound error={loadError} backTo={company ? equipmentLinks.list(company.id) : undefined} />;
  return (
    <PortalLayout>
      <form ref={formRef} className="mx-auto flex max-w-3xl flex-col gap-4" onSubmit={submit} noValidate>
        <h1 className="text-2xl font-semibold">
          {mode === "edit" ? <Trans>Edit equipment</Trans> : <Trans>Add equipment</Trans>}
        </h1>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("name", t`Name or unit number`, { required: true })}
          {textField("serial", t`Serial number`)}
          {textField("make", t`Make`)}
          {textField("model", t`Model`)}
          {numberField("year", t`Year`, "1")}
          {numberField("hoursMeter", t`Hours meter (h)`, "0.1")}
          <Field label={t`Notes`} error={message("notes")}>
            {(p) => (
              <textarea
                {...p}
                {...inputLimits(EquipmentFields, "notes")}
                rows={3}
                value={fields.notes ?? ""}
                onChange={(e) => set("notes", e.target.value)}
              />
            )}
          </Field>
        </div>
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
