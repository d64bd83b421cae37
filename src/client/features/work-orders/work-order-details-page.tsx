import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import { useCurrentUser } from "../../app/client-context";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { vehicleLinks } from "../vehicles/index";
import { useWorkOrderFromUrl } from "./use-work-order";
import { WorkOrderCard } from "./work-order-card";
import { workOrderLinks } from "./work-order-routes";

/**
 * One work order (`/portal/operator/workorders/{id}/details`): what the work orders list opens — its defects and
 * repairs, who has it, and the shop's actions — with the way back to the list and to the unit.
 */
export function WorkOrderDetailsPage() {
  const { company } = useCurrentUser();
  const { order, problem, reload } = useWorkOrderFromUrl();
  const backTo = company ? workOrderLinks.list(company.id) : undefined;
  if (!order) return problem ? <RecordNotFound error={problem} backTo={backTo} /> : <LoadingScreen />;
  const number = order.number;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="work-order-title">
            <Trans>Work order {number}</Trans>
          </h1>
          <div className="ml-auto flex flex-wrap gap-2">
            {backTo && (
              <Link className="rounded-md border border-slate-300 px-3 py-2 text-sm" href={backTo}>
                <Trans>All work orders</Trans>
              </Link>
            )}
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              href={vehicleLinks.details(order.vehicleId)}
            >
              <Trans>The vehicle</Trans>
            </Link>
          </div>
        </div>
        <ul className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <WorkOrderCard order={order} onChanged={reload} showInspections linkNumber={false} />
        </ul>
      </div>
    </PortalLayout>
  );
}
