import type { Handlers } from "../ws/dispatch";
import { authHandlers } from "./auth/handlers";
import { recoveryHandlers } from "./auth/recovery";
import { registrationHandlers } from "./registration/handlers";
import { profileHandlers } from "./users/profile-handlers";
import { fileHandlers } from "./files/handlers";
import { vehicleHandlers } from "./vehicles/handlers";
import { userHandlers } from "./users/handlers";
import { employeeDocumentHandlers } from "./users/employee-documents";
import { importHandlers } from "./users/import-handler";
import { exportHandlers } from "./users/export";
import { companyHandlers } from "./company/handlers";
import { checkInHandlers } from "./checkins/handlers";
import { inspectionHandlers } from "./inspections/handlers";
import { scheduleHandlers } from "./schedules/handlers";
import { hoursHandlers } from "./hours/handlers";
import { complianceHandlers } from "./compliance/handlers";
import { reportHandlers } from "./reports/handlers";
import { homeHandlers } from "./home/handlers";
import { billingHandlers } from "./billing/handlers";
import { invoiceMailHandlers, paymentLinkHandlers } from "./billing/payment-link";
import { invoiceExportHandlers } from "./billing/export";
import { quickBooksHandlers } from "./billing/quickbooks-handlers";
import { checklistHandlers } from "./checklists/handlers";
import { vehicleChecklistHandlers } from "./checklists/vehicle-checklists";
import { mapHandlers } from "./map/handlers";
import { adminHandlers } from "./admin/handlers";
import { equipmentHandlers } from "./equipment/handlers";
import { platformHandlers } from "./platform/handlers";
import { allCompaniesHandlers } from "./allcompanies/handlers";

/** Every event's handler. Typed as the generated interface, so an event without a handler fails to compile. */
export function createHandlers(): Handlers {
  return {
    ...authHandlers,
    ...recoveryHandlers,
    ...registrationHandlers,
    ...profileHandlers,
    ...vehicleHandlers,
    ...fileHandlers,
    ...userHandlers,
    ...employeeDocumentHandlers,
    ...importHandlers,
    ...exportHandlers,
    ...companyHandlers,
    ...checkInHandlers,
    ...inspectionHandlers,
    ...scheduleHandlers,
    ...hoursHandlers,
    ...complianceHandlers,
    ...reportHandlers,
    ...homeHandlers,
    ...billingHandlers,
    ...paymentLinkHandlers,
    ...invoiceMailHandlers,
    ...invoiceExportHandlers,
    ...quickBooksHandlers,
    ...checklistHandlers,
    ...vehicleChecklistHandlers,
    ...mapHandlers,
    ...adminHandlers,
    ...equipmentHandlers,
    ...platformHandlers,
    ...allCompaniesHandlers,
  };
}
