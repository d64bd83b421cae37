// One work order as the office sees it: number, status, unit, assignee, dates, notes, the defects it covers with
// their repairs, and the shop's actions (start work, back to open, complete with the repair sign-off). Shown in the
// work orders sections of an inspection and a unit, and on the work order's own screen.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import type { WorkOrder } from "../../../shared/generated/work-orders";
import { usePortalClient } from "../../app/client-context";
import { formatDate, formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { DefectSummary, RepairRecord, inspectionLinks, useMayCall } from "../inspections";
import { WorkOrderCompleteForm } from "./work-order-complete-form";
import { workOrderLinks } from "./work-order-routes";
import { WorkOrderStatusBadge } from "./work-order-status-badge";

interface WorkOrderCardProps {
  order: WorkOrder;
  onChanged: () => void;
  /** Links to the inspections its defects were reported in (on a unit's page and the work order's own screen). */
  showInspections: boolean;
  /** The number links to the work order's own screen, unless this is it. */
  linkNumber?: boolean;
}

export function WorkOrderCard({ order, onChanged, showInspections, linkNumber = true }: WorkOrderCardProps) {
  const { t } = useLingui();
  const client = usePortalClient();
  const mayUpdate = useMayCall("WorkOrderUpdateRequestEvent");
  const [completing, setCompleting] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const number = order.number;
  const setStatus = async (status: "open" | "in-progress") => {
    setBusy(true);
    setProblem(undefined);
    try {
      await completePayload(
        client.session.api.workOrderUpdate({
          id: order.id,
          status,
          notes: order.notes,
          ...(order.assignedToId ? { assignedToId: order.assignedToId } : {}),
          ...(order.dueAt !== undefined ? { dueAt: order.dueAt } : {}),
        }),
      );
      onChanged();
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const overdue = order.status !== "completed" && order.dueAt !== undefined && order.dueAt < client.clock.now();
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="work-order">
      <div className="flex flex-wrap items-center gap-2">
        {linkNumber ? (
          <Link
            className="font-semibold text-blue-700 underline dark:text-blue-300"
            href={workOrderLinks.details(order.id)}
            data-testid="work-order-number"
          >
            <Trans>Work order {number}</Trans>
          </Link>
        ) : (
          <span className="font-semibold" data-testid="work-order-number">
            <Trans>Work order {number}</Trans>
          </span>
        )}
        <WorkOrderStatusBadge status={order.status} />
        <span className="text-sm text-slate-600 dark:text-slate-300">{order.vehicleName}</span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">{t`Assigned to`}: </dt>
          <dd className="inline">{order.assignedToName ?? t`Not assigned yet`}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">{t`Due`}: </dt>
          <dd className={`inline ${overdue ? "font-semibold text-red-700 dark:text-red-400" : ""}`}>
            {order.dueAt !== undefined ? formatDate(order.dueAt) : "—"}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-500">{t`Opened`}: </dt>
          <dd className="inline">
            {formatDateTime(order.openedAt)} · {order.openedByName}
          </dd>
        </div>
        {order.startedAt !== undefined && (
          <div>
            <dt className="inline text-slate-500">{t`Work started`}: </dt>
            <dd className="inline">{formatDateTime(order.startedAt)}</dd>
          </div>
        )}
        {order.completedAt !== undefined && (
          <div>
            <dt className="inline text-slate-500">{t`Completed`}: </dt>
            <dd className="inline">
              {formatDateTime(order.completedAt)} · {order.completedByName}
            </dd>
          </div>
        )}
      </dl>
      {order.notes && <p className="whitespace-pre-wrap text-sm">{order.notes}</p>}
      <ul className="flex flex-col gap-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
        {order.defects.map((defect) => (
          <li key={defect.id}>
            <DefectSummary defect={defect}>
              <RepairRecord defect={defect} />
            </DefectSummary>
          </li>
        ))}
      </ul>
      {showInspections && order.inspectionIds.length > 0 && (
        <p className="text-sm">
          {order.inspectionIds.map((id, i) => (
            <Link
              key={id}
              className="mr-3 text-blue-700 underline dark:text-blue-300"
              href={inspectionLinks.details(id)}
            >
              {order.inspectionIds.length === 1 ? t`The inspection` : t`Inspection ${i + 1}`}
            </Link>
          ))}
        </p>
      )}
      <ErrorRow error={problem} />
      {mayUpdate && order.status !== "completed" && !completing && (
        <div className="flex flex-wrap gap-2">
          {order.status === "open" ? (
            <Button
              writes
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => void setStatus("in-progress")}
              data-testid="work-order-start"
            >
              <Trans>Start work</Trans>
            </Button>
          ) : (
            <Button writes type="button" variant="secondary" disabled={busy} onClick={() => void setStatus("open")}>
              <Trans>Back to open</Trans>
            </Button>
          )}
          <Button writes type="button" onClick={() => setCompleting(true)} data-testid="work-order-complete">
            <Trans>Complete…</Trans>
          </Button>
        </div>
      )}
      {completing && (
        <WorkOrderCompleteForm
          order={order}
          onCancel={() => setCompleting(false)}
          onCompleted={() => {
            setCompleting(false);
            onChanged();
          }}
        />
      )}
    </li>
  );
}
