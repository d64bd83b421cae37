import type { Selectable } from "kysely";

import type { Address, FeatureName } from "../../../shared/generated/common";
import type { Company } from "../../../shared/generated/users";
import { commonFields, optional } from "../../db/common-fields";
import type { CompaniesTable } from "../../db/tables";

export function companyFromRow(row: Selectable<CompaniesTable>): Company {
  return {
    ...commonFields(row, "Company"),
    name: row.name,
    features: row.features as FeatureName[],
    emailInspectionsToDrivers: row.email_inspections_to_drivers,
    timesheetStartedBeforeInspection: row.timesheet_started_before_inspection,
    ...optional({
      website: row.website,
      email: row.email,
      phone: row.phone,
      postal: row.postal,
      country: row.country,
      jurisdiction: row.jurisdiction,
      cvor: row.cvor,
      address: row.address as Address | null,
      hq: row.hq as Address | null,
    }),
  };
}
