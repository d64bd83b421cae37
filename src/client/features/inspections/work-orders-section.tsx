// Work orders where the office looks at defects: the inspection's details (the orders covering its defects, and
// opening one from its open defects) and the vehicle's details (the unit's orders). README "Work orders".
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import type { InspectionDefect, WorkOrder, WorkOrdersRequest } from "../../../shared/generated/inspections";
import { usePortalClient } from "../../app/client-context";
import { formatDate, formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { DefectSummary, RepairRecord } from "./inspection-defects";
import { inspectionLinks } from "./inspection-routes";
import { useMayCall } from "./use-may-call";
import { useWorkOrders } from "./use-work-orders";
import { WorkOrderCompleteForm } from "./work-order-complete-form";
import { WORK_ORDER_STATUS_STYLE, workOrderStatusLabel } from "./work-order-labels";
import { WorkOrderOpenForm } from "./work-order-open-form";

function WorkOrderCard({ order, onChanged, showInspections }: { order: WorkOrder; onChanged: () => void; showInspections: boolean }) {
  const { t, i18n } = useLingui();
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
      await completePayload(client.session.api.workOrderUpdate({ id: order.id, status, notes: order.notes, ...(order.assignedToId ? { assignedToId: order.assignedToId } : {}), ...(order.dueAt !== undefined ? { dueAt: order.dueAt } : {}) }));
      onChanged();
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const overdue = order.status !== "completed" && order.dueAt !== undefined && order.dueAt < Date.now();
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="work-order">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold" data-testid="work-order-number">
          <Trans>Work order {number}</Trans>
        </span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${WORK_ORDER_STATUS_STYLE[order.status]}`} data-testid="work-order-status">
          {workOrderStatusLabel(i18n, order.status)}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{order.vehicleName}</span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">{t`Assigned to`}: </dt>
          <dd className="inline">{order.assignedToName ?? t`Not assigned yet`}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">{t`Due`}: </dt>
          <dd className={`inline ${overdue ? "font-semibold text-red-700 dark:text-red-400" : ""}`}>{order.dueAt !== undefined ? formatDate(order.dueAt) : "—"}</dd>
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
            <Link key={id} className="mr-3 text-blue-700 underline dark:text-blue-300" href={inspectionLinks.details(id)}>
              {order.inspectionIds.length === 1 ? t`The inspection` : t`Inspection ${i + 1}`}
            </Link>
          ))}
        </p>
      )}
      <ErrorRow error={problem} />
      {mayUpdate && order.status !== "completed" && !completing && (
        <div className="flex flex-wrap gap-2">
          {order.status === "open" ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void setStatus("in-progress")} data-testid="work-order-start">
              <Trans>Start work</Trans>
            </Button>
          ) : (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void setStatus("open")}>
              <Trans>Back to open</Trans>
            </Button>
          )}
          <Button type="button" onClick={() => setCompleting(true)} data-testid="work-order-complete">
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

/**
 * The work orders matching `filter`; with `defects`, the ones not yet on an order (open) can be put on a new one.
 * Shown only to those who may read work orders.
 */
export function WorkOrdersSection({ filter, defects, showInspections = false }: { filter: WorkOrdersRequest; defects?: readonly InspectionDefect[]; showInspections?: boolean }) {
  const { items, problem, reload, mayRead } = useWorkOrders(filter);
  const mayOpen = useMayCall("WorkOrderOpenRequestEvent");
  const [opening, setOpening] = useState(false);
  if (!mayRead) return null;
  const eligible = (defects ?? []).filter((d) => d.state === "open" && d.workOrderId === undefined);
  if (items !== undefined && items.length === 0 && eligible.length === 0) return null;
  return (
    <section className="flex flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900" data-testid="work-orders">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h2 className="text-lg font-semibold">
          <Trans>Work orders</Trans>
        </h2>
        {mayOpen && eligible.length > 0 && !opening && (
          <Button type="button" variant="secondary" onClick={() => setOpening(true)} data-testid="open-work-order">
            <Trans>Open a work order</Trans>
          </Button>
        )}
      </div>
      {opening && (
        <div className="px-4 py-3">
          <WorkOrderOpenForm
            defects={eligible}
            onCancel={() => setOpening(false)}
            onOpened={() => {
              setOpening(false);
              reload();
            }}
          />
        </div>
      )}
      <ErrorRow error={problem} />
      {items !== undefined && items.length === 0 && !opening && (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>No work order yet. Open one to send these defects to the shop.</Trans>
        </p>
      )}
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {(items ?? []).map((order) => (
          <WorkOrderCard key={order.id} order={order} onChanged={reload} showInspections={showInspections} />
        ))}
      </ul>
    </section>
  );
}
