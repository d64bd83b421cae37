// Work orders where the office looks at defects: the inspection's details (the orders covering its defects, and
// opening one from its open defects) and the vehicle's details (the unit's orders). docs/work-orders.md "Screens".
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import type { InspectionDefect } from "../../../shared/generated/inspections";
import type { WorkOrdersRequest } from "../../../shared/generated/work-orders";
import { useCurrentUser } from "../../app/client-context";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { useMayCall } from "../inspections";
import { useWorkOrders } from "./use-work-orders";
import { WorkOrderCard } from "./work-order-card";
import { WorkOrderOpenForm } from "./work-order-open-form";
import { workOrderLinks } from "./work-order-routes";

/**
 * The work orders matching `filter`; with `defects`, the ones not yet on an order (open) can be put on a new one.
 * Shown only to those who may read work orders.
 */
export function WorkOrdersSection({
  filter,
  defects,
  showInspections = false,
}: {
  filter: WorkOrdersRequest;
  defects?: readonly InspectionDefect[];
  showInspections?: boolean;
}) {
  const { items, problem, reload, mayRead } = useWorkOrders(filter);
  const { company } = useCurrentUser();
  const mayOpen = useMayCall("WorkOrderOpenRequestEvent");
  const [opening, setOpening] = useState(false);
  if (!mayRead) return null;
  const eligible = (defects ?? []).filter((d) => d.state === "open" && d.workOrderId === undefined);
  if (items !== undefined && items.length === 0 && eligible.length === 0) return null;
  return (
    <section
      className="flex flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      data-testid="work-orders"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 className="text-lg font-semibold">
            <Trans>Work orders</Trans>
          </h2>
          {company && (
            <Link
              className="text-sm text-blue-700 underline dark:text-blue-300"
              href={workOrderLinks.list(company.id, filter.vehicleId ? { vehicleId: filter.vehicleId } : {})}
              data-testid="all-work-orders"
            >
              {filter.vehicleId ? <Trans>All of this unit's work orders</Trans> : <Trans>All work orders</Trans>}
            </Link>
          )}
        </div>
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
