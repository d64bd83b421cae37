import type { ComplianceListColumns, ComplianceListField } from "../../../shared/generated/compliance";
import type { ListFields } from "../../lists/columnar";
import { listWindow } from "../../lists/list-window";
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
    return listWindow<ComplianceListColumns>(context.lists, spec, COMPLIANCE_LIST_FIELDS, ALL_FIELDS, payload);
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
