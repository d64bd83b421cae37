import type { Api } from "../../../shared/generated/client";
import type { AdminAuditEntry, AdminAuditListFilter } from "../../../shared/generated/operator";
import { completePayload } from "../../sync/complete-payload";
import type { WindowPage } from "../../sync/windowed-list";

export type AuditRow = AdminAuditEntry;

export const auditListKey = (filter: AdminAuditListFilter) => `adminAudit:${JSON.stringify(filter)}`;

/** One window of the audit log (newest first); `onEvents` receives the event names the log holds, for its filter. */
export async function fetchAuditWindow(
  api: Api,
  filter: AdminAuditListFilter,
  offset: number,
  limit: number,
  onEvents: (events: string[]) => void,
): Promise<WindowPage<AuditRow>> {
  const page = await completePayload(api.adminAuditList({ filter, offset, limit }));
  onEvents(page.events);
  return { count: page.count, ids: page.ids, items: Object.fromEntries(page.items.map((entry) => [entry.id, entry])) };
}
