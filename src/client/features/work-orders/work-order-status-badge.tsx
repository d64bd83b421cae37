import { useLingui } from "@lingui/react/macro";

import type { WorkOrderStatus } from "../../../shared/generated/work-orders";
import { WORK_ORDER_STATUS_STYLE, workOrderStatusLabel } from "./work-order-labels";

/** A work order's status as a coloured label (the list's Status column, a work order's card). */
export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${WORK_ORDER_STATUS_STYLE[status]}`}
      data-testid="work-order-status"
    >
      {workOrderStatusLabel(i18n, status)}
    </span>
  );
}
