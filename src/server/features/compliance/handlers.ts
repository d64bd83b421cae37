import type { ComplianceListColumns, ComplianceListField } from "../../../shared/generated/compliance";
import type { ListFields } from "../../lists/columnar";
import { selectedColumns, toColumns } from "../../lists/columnar";
import type { Handlers } from "../../ws/dispatch";
import { complianceListSpec, type ComplianceRow } from "./list-spec";
import { complianceSummary } from "./summary";

type ComplianceHandlers = Pick<Handlers, "ComplianceListRequestEvent" | "ComplianceSummaryRequestEvent">;

const ALL_FIELDS: readonly ComplianceListField[] = ["kind", "label", "detail", "ownerId", "expiresAt"];

const COMPLIANCE_LIST_FIELDS: ListFields<ComplianceListField, ComplianceRow> = {
  kind: { columns: ["kind"], read: (r) => r.kind },
  label: { columns: ["label"], read: (r) => r.label },
  detail: { columns: ["detail"], read: (r) => r.detail },
  ownerId: { columns: ["owner_id"], read: (r) => r.owner_id },
  expiresAt: { columns: ["expires_at"], read: (r) => Number(r.expires_at) },
};

export const complianceHandlers: ComplianceHandlers = {
  async ComplianceListRequestEvent(payload, context) {
    const spec = complianceListSpec(
      context.db,
      context.session.companyId,
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    const fields = payload.fields ?? ALL_FIELDS;
    const count = await context.lists.count(spec);
    const columns = selectedColumns(COMPLIANCE_LIST_FIELDS, fields);
    const rows =
      payload.offset >= count
        ? []
        : await context.lists.rows<ComplianceRow>(spec, payload.offset, payload.limit, (q) => q.select(columns));
    return {
      count,
      offset: payload.offset,
      ids: rows.map((row) => row.id),
      columns: toColumns(COMPLIANCE_LIST_FIELDS, fields, rows) as ComplianceListColumns,
    };
  },

  async ComplianceSummaryRequestEvent(payload, context) {
    return complianceSummary(
      context.db,
      context.session.companyId,
      context.session.userId,
      payload.expiringWeeks,
      context.clock.now(),
    );
  },
};
