// What the compliance list asks the server for, shared by the screen and the route prefetch (as the users list).
import type { Api } from "../../../shared/generated/client";
import type {
  ComplianceKind,
  ComplianceListField,
  ComplianceListFilter,
  ComplianceSort,
} from "../../../shared/generated/compliance";
import type { PortalClient } from "../../app/portal-client";
import { companyIdFromUrl } from "../../app/routes";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** A row: kind:ownerId, what it is about and when it expires. */
export interface ComplianceRow {
  id: string;
  kind?: ComplianceKind;
  label?: string;
  detail?: string;
  ownerId?: string;
  expiresAt?: number;
}

/** Expired and expiring within 4 weeks, soonest first. */
export const DEFAULT_COMPLIANCE_FILTER: ComplianceListFilter = { state: "all", kind: "all", expiringWeeks: 4 };
export const DEFAULT_COMPLIANCE_SORT: ComplianceSort = { column: "expiresAt", direction: "asc" };

/** Column id → the list fields its cell reads. The label links by kind and owner, so it needs both. */
export const COMPLIANCE_COLUMN_FIELDS: Record<string, readonly ComplianceListField[]> = {
  kind: ["kind"],
  label: ["label", "kind", "ownerId"],
  detail: ["detail"],
  expiresAt: ["expiresAt"],
  daysLeft: ["expiresAt"],
};

export const COMPLIANCE_COLUMNS = columnVisibilityStore("fleet.compliance.columns", [], ["detail", "expiresAt"]);

export function complianceListFields(visibility: Record<string, boolean>): ComplianceListField[] {
  const wanted = new Set<ComplianceListField>();
  for (const [column, fields] of Object.entries(COMPLIANCE_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const complianceListKey = (filter: ComplianceListFilter, sort: ComplianceSort) =>
  `compliance:${JSON.stringify([filter, sort])}`;

export async function fetchComplianceWindow(
  api: Api,
  filter: ComplianceListFilter,
  sort: ComplianceSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<ComplianceRow>> {
  const page = await completePayload(
    api.complianceList({ filter, sort, offset, limit, fields: fields as ComplianceListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<ComplianceRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch: the first window the screen will ask for, asked for while its code loads. */
export function prefetchComplianceList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = complianceListFields(COMPLIANCE_COLUMNS.stored());
  const key = prefetchKey(complianceListKey(DEFAULT_COMPLIANCE_FILTER, DEFAULT_COMPLIANCE_SORT), fields);
  prefetchFirstWindow(
    key,
    () =>
      fetchComplianceWindow(
        client.session.api,
        DEFAULT_COMPLIANCE_FILTER,
        DEFAULT_COMPLIANCE_SORT,
        fields,
        0,
        WINDOW_SIZE,
      ),
    client.clock.now(),
  );
}
