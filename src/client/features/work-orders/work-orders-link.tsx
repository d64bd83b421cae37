import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import { useCurrentUser } from "../../app/client-context";
import { useMayCall } from "../inspections";
import { workOrderLinks } from "./work-order-routes";

/**
 * The way to the work orders screen (no menu item: docs/work-orders.md "Decisions"): from the inspections list and a
 * unit's details (narrowed to that unit). Offered only to those who may read work orders, in a company with
 * inspections.
 */
export function WorkOrdersLink({
  vehicleId,
  className = "text-sm text-blue-700 underline dark:text-blue-300",
}: {
  vehicleId?: string;
  className?: string;
}) {
  const { company } = useCurrentUser();
  const mayRead = useMayCall("WorkOrderListRequestEvent");
  if (!company || !mayRead || !(company.features ?? []).includes("inspections")) return null;
  return (
    <Link
      className={className}
      href={workOrderLinks.list(company.id, vehicleId ? { vehicleId } : {})}
      data-testid="work-orders-link"
    >
      <Trans>Work orders</Trans>
    </Link>
  );
}
