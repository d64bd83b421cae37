import type { Selectable } from "kysely";

import type { RecordState, RoleName, LocaleTag } from "../../../shared/generated/common";
import type { Employee, EmployeePreferences, User } from "../../../shared/generated/users";
import { commonFields, optional } from "../../db/common-fields";
import type { EmployeesTable, UsersTable } from "../../db/tables";

export function userFromRow(row: Selectable<UsersTable>): User {
  return {
    ...commonFields(row, "User"),
    first: row.first,
    last: row.last,
    email: row.email,
    ...optional({
      phone: row.phone,
      city: row.city,
      postal: row.postal,
      jurisdiction: row.jurisdiction,
      country: row.country,
      street: row.street,
      licenseClass: row.license_class,
      licenseExpiry: row.license_expiry,
      lastSignIn: row.last_sign_in?.getTime(),
      locale: row.locale as LocaleTag | null,
    }),
  };
}

export function employeeFromRow(row: Selectable<EmployeesTable>): Employee {
  return {
    ...commonFields(row, "Employee"),
    userId: row.user_id,
    companyId: row.company_id,
    roles: row.roles as RoleName[],
    complianceType: row.compliance_type === "excluded" ? "excluded" : "included",
    preferences: (row.preferences ?? {}) as EmployeePreferences,
    ...optional({
      employmentId: row.employment_id,
      startDate: row.start_date,
      endDate: row.end_date,
      licencePhotoId: row.licence_photo_id,
    }),
  };
}

export type { RecordState };
