// The operator's company management (docs/operator.md, schema/operator.json): companies, registrations and the audit log.
import type { AdminAuditEntry, AdminRegistration } from "../../../shared/generated/operator";
import type { Handlers } from "../../ws/dispatch";
import { auditEntries, auditEventNames, auditListSpec, type AuditRow } from "./audit-list";
import { adminCompanyHandlers } from "./company-handlers";
import {
  REGISTRATION_COLUMNS,
  approveRegistration,
  registrationFromRow,
  registrationListSpec,
  rejectRegistration,
  type RegistrationRow,
} from "./registrations";

type RegistrationAndAuditHandlers = Pick<
  Handlers,
  | "AdminRegistrationListRequestEvent"
  | "AdminRegistrationApproveRequestEvent"
  | "AdminRegistrationRejectRequestEvent"
  | "AdminAuditListRequestEvent"
>;

const registrationAndAuditHandlers: RegistrationAndAuditHandlers = {
  async AdminRegistrationListRequestEvent(payload, context) {
    const spec = registrationListSpec(context.db, payload.filter, payload.direction, context.clock.now());
    const count = await context.lists.count(spec);
    const rows =
      payload.offset >= count
        ? []
        : await context.lists.rows<RegistrationRow>(spec, payload.offset, payload.limit, (q) =>
            q.select([...REGISTRATION_COLUMNS]),
          );
    const items: AdminRegistration[] = rows.map(registrationFromRow);
    return { count, offset: payload.offset, ids: items.map((r) => r.id), items };
  },

  async AdminRegistrationApproveRequestEvent(payload, context) {
    return approveRegistration(context, payload.registrationId);
  },

  async AdminRegistrationRejectRequestEvent(payload, context) {
    return rejectRegistration(context, payload.registrationId, payload.reason);
  },

  async AdminAuditListRequestEvent(payload, context) {
    const spec = auditListSpec(context.db, payload.filter, context.clock.now());
    const count = await context.lists.count(spec);
    const rows =
      payload.offset >= count
        ? []
        : await context.lists.rows<AuditRow>(spec, payload.offset, payload.limit, (q) =>
            q.select(["id", "at", "actor_id", "company_id", "event", "before", "after"]),
          );
    const items: AdminAuditEntry[] = await auditEntries(context.db, rows);
    return {
      count,
      offset: payload.offset,
      ids: items.map((e) => e.id),
      items,
      events: await auditEventNames(context.db),
    };
  },
};

export const adminHandlers = { ...adminCompanyHandlers, ...registrationAndAuditHandlers };
