// What the compliance list asks the server for, shared by the screen and the route prefetch (as the users list).
import type {
  ComplianceKind,
  ComplianceListField,
  ComplianceListFilter,
  ComplianceSort,
} from "../../../shared/generated/compliance";
import { DEFAULT_EXPIRING_WEEKS } from "../../../shared/rules/compliance";
import { listFields, listPrefetch, refreshedBy, type ListSpec } from "../../sync/list-spec";
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

/** Expired and expiring within the default horizon (4 weeks), soonest first. */
export const DEFAULT_COMPLIANCE_FILTER: ComplianceListFilter = {
  state: "all",
  kind: "all",
  expiringWeeks: DEFAULT_EXPIRING_WEEKS,
};
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

/** The compliance list (docs/compliance.md "Screens"), as its screen and its route prefetch ask for it. */
export const complianceListSpec: ListSpec<ComplianceRow, ComplianceListFilter, ComplianceSort, ComplianceListField> = {
  name: "compliance",
  defaultFilter: DEFAULT_COMPLIANCE_FILTER,
  defaultSort: DEFAULT_COMPLIANCE_SORT,
  columnFields: COMPLIANCE_COLUMN_FIELDS,
  columns: COMPLIANCE_COLUMNS,
  window: (api, request) => api.complianceList(request),
  listenChanges: refreshedBy(
    "VehiclesChangedNotification",
    "UsersChangedNotification",
    "VehicleChecklistsChangedNotification",
  ),
};

/** The fields the visible columns need. */
export const complianceListFields = (visibility: Record<string, boolean>) => listFields(complianceListSpec, visibility);

/** The route prefetch: the first window the screen will ask for, asked for now. */
export const prefetchComplianceList = listPrefetch(complianceListSpec);
