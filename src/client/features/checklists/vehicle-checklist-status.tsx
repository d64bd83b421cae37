import { useLingui } from "@lingui/react/macro";

import type { VehicleChecklistDueStatus } from "../../../shared/generated/checklists";
import { DUE_STATUS_CLASS, dueStatusLabel } from "./vehicle-checklist-labels";

/** The due status as a badge: "Overdue" in red, "Due today" in amber, else quietly up to date. */
export function DueStatusBadge({ status }: { status: VehicleChecklistDueStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${DUE_STATUS_CLASS[status]}`}
      data-testid={`due-${status}`}
    >
      {dueStatusLabel(i18n, status)}
    </span>
  );
}
