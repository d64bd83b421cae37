import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";

import type { Equipment } from "../../../shared/generated/equipment";
import { decodeIdFromUrl } from "../../../shared/ids";
import { equipmentMakeAndModel } from "../../../shared/rules/equipment";
import { useAppState, useCurrentUser, usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordPhoto } from "../../ui/record-photo";
import { ResultsTable } from "../checklists";
import { DefectBadge } from "../vehicles";
import { editableEquipment } from "./editable-equipment";
import { formatHours } from "./equipment-format";
import { equipmentLinks } from "./equipment-routes";
import { RemoveEquipmentDialog } from "./remove-equipment-dialog";
import { RepairEquipmentDialog } from "./repair-equipment-dialog";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

/** Who may mark equipment repaired (schema EquipmentRepairRequestEvent access). */
const REPAIRERS = ["owner", "manager", "mechanic"] as const;

/** The unit's recorded facts, last inspection and last repair (its details screen, and the operator's read-only view). */
export function EquipmentFacts({ equipment }: { equipment: Equipment }) {
  const { t } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <Item label={t`Make / model`}>{equipmentMakeAndModel(equipment)}</Item>
      <Item label={t`Serial number`}>{equipment.serial}</Item>
      <Item label={t`Year`}>{equipment.year}</Item>
      <Item label={t`Hours meter`}>{formatHours(equipment.hoursMeter)}</Item>
      <Item label={t`Last inspected`}>
        {equipment.lastInspectedAt ? formatDateTime(equipment.lastInspectedAt) : ""}
      </Item>
      <Item label={t`Last repair`}>
        {equipment.repairedAt && (
          <span data-testid="last-repair">
            {[formatDateTime(equipment.repairedAt), equipment.repairedByName].filter(Boolean).join(" · ")}
            {equipment.repairNote && (
              <span className="block text-slate-600 dark:text-slate-300">{equipment.repairNote}</span>
            )}
          </span>
        )}
      </Item>
      <Item label={t`Notes`} className="col-span-2">
        {equipment.notes}
      </Item>
    </dl>
  );
}

/** `/portal/operator/equipment/{id}/details`: one equipment, live, with edit, remove/restore and mark repaired. */
export function EquipmentDetailsPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const roles = useAppState((s) => s.session.roles);
  const features = useCurrentUser().company?.features ?? [];
  // Equipment inspections are checklists filled for an equipment: both features, and the roles that fill results.
  const canInspect =
    features.includes("equipmentInspections") &&
    features.includes("checklists") &&
    roles.some((role) => (REPAIRERS as readonly string[]).includes(role));
  const params = useParams<{ id: string }>();
  const id = decodeIdFromUrl(params.id);
  const [equipment, setEquipment] = useState<Equipment>();
  const [problem, setProblem] = useState<ServerError>();
  const [dialog, setDialog] = useState<"remove" | "repair">();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name an equipment.`, 404));
      return;
    }
    const load = () =>
      completePayload(client.session.api.equipmentGet({ id })).then(setEquipment, (error: unknown) =>
        setProblem(toServerError(error)),
      );
    // Changes saved elsewhere (another tab, an inspection from the driver app) show here as they happen.
    return client.live.followRecord("EquipmentChangedNotification", id, () => void load(), setEquipment);
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  const act = async (request: () => Promise<Equipment>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      setEquipment(await request());
      setDialog(undefined);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const api = client.session.api;

  if (!equipment) {
    return problem ? (
      <PortalLayout>
        <ErrorRow error={problem} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );
  }
  const savePhoto = async (imageId: string) =>
    setEquipment(
      await completePayload(
        api.equipmentSave({ id: equipment.id, equipment: { ...editableEquipment(equipment), imageId } }),
      ),
    );
  const canRepair =
    equipment.defectType !== "none" && roles.some((role) => (REPAIRERS as readonly string[]).includes(role));
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="equipment-title">
            {equipment.name}
          </h1>
          <DefectBadge defect={equipment.defectType} />
          {equipment.deleted && (
            <span
              className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700"
              data-testid="removed-badge"
            >
              <Trans>Removed</Trans>
            </span>
          )}
          <div className="ml-auto flex flex-wrap gap-2">
            {canRepair && (
              <Button onClick={() => setDialog("repair")}>
                <Trans>Mark repaired</Trans>
              </Button>
            )}
            {canInspect && !equipment.deleted && (
              <Link
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                href={equipmentLinks.inspect(equipment.id)}
              >
                <Trans>Inspect</Trans>
              </Link>
            )}
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              href={equipmentLinks.edit(equipment.id)}
            >
              <Trans>Edit</Trans>
            </Link>
            {equipment.deleted ? (
              <Button
                writes
                onClick={() => void act(() => completePayload(api.equipmentRestore({ id: equipment.id })))}
                disabled={busy}
              >
                <Trans>Restore</Trans>
              </Button>
            ) : (
              <Button writes variant="secondary" onClick={() => setDialog("remove")}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        </div>
        <ErrorRow error={dialog ? undefined : problem} />
        <div className="grid gap-6 md:grid-cols-[1fr_280px]">
          <EquipmentFacts equipment={equipment} />
          <RecordPhoto imageId={equipment.imageId} name={equipment.name} save={savePhoto} />
        </div>
        {features.includes("checklists") && (
          <section className="flex flex-col gap-2" aria-labelledby="equipment-inspections">
            <h2 id="equipment-inspections" className="text-lg font-semibold">
              <Trans>Inspections</Trans>
            </h2>
            <ResultsTable filter={{ equipmentId: equipment.id }} without="vehicle" />
          </section>
        )}
      </div>
      <RemoveEquipmentDialog
        equipment={equipment}
        open={dialog === "remove"}
        busy={busy}
        problem={problem}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => void act(() => completePayload(api.equipmentRemove({ id: equipment.id })))}
      />
      <RepairEquipmentDialog
        equipment={equipment}
        open={dialog === "repair"}
        busy={busy}
        problem={problem}
        onCancel={() => setDialog(undefined)}
        onConfirm={(note) => void act(() => completePayload(api.equipmentRepair({ id: equipment.id, note })))}
      />
    </PortalLayout>
  );
}
