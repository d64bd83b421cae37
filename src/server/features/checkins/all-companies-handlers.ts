// The operator's cross-company check-ins list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a check-in of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { CheckInListColumns } from "../../../shared/generated/checkins";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS } from "./list-fields";
import { checkInListSpec } from "./list-spec";
import { checkInFromRow } from "./mappers";

export const checkInAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesCheckInListRequestEvent" | "AllCompaniesCheckInGetRequestEvent"
> = {
  async AllCompaniesCheckInListRequestEvent(payload, context) {
    const spec = checkInListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort, undefined);
    const window = await allCompaniesWindow(context, spec, CHECKIN_LIST_FIELDS, ALL_CHECKIN_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as CheckInListColumns };
  },

  async AllCompaniesCheckInGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "checkins", "check-in", payload.id);
    const row = await context.db
      .selectFrom("checkins")
      .selectAll()
      .where("id", "=", payload.id)
      .executeTakeFirstOrThrow();
    return { company, checkIn: checkInFromRow(row) };
  },
};
