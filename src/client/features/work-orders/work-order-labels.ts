import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { WorkOrderStatus } from "../../../shared/generated/work-orders";

export function workOrderStatusLabel(i18n: I18n, status: WorkOrderStatus): string {
  switch (status) {
    case "open":
      return i18n._(msg`Open`);
    case "in-progress":
      return i18n._(msg`In progress`);
    case "completed":
      return i18n._(msg`Completed`);
  }
}

export const WORK_ORDER_STATUS_STYLE: Record<WorkOrderStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  "in-progress": "bg-blue-100 text-blue-900",
  completed: "bg-emerald-100 text-emerald-800",
};
