import type { Handlers } from "../ws/dispatch";
import { adminHandlers } from "./admin/handlers";
import { allCompaniesHandlers } from "./allcompanies/handlers";
import { authHandlers } from "./auth/handlers";
import { recoveryHandlers } from "./auth/recovery";
import { invoiceExportHandlers } from "./billing/export";
import { billingHandlers } from "./billing/handlers";
import { invoiceMailHandlers, paymentLinkHandlers } from "./billing/payment-link";
import { quickBooksHandlers } from "./billing/quickbooks-handlers";
import { checkInHandlers } from "./checkins/handlers";
import { checklistHandlers } from "./checklists/handlers";
import { vehicleChecklistHandlers } from "./checklists/vehicle-checklists";
import { companyHandlers } from "./company/handlers";
import { complianceHandlers } from "./compliance/handlers";
import { equipmentHandlers } from "./equipment/handlers";
import { fileHandlers } from "./files/handlers";
import { homeHandlers } from "./home/handlers";
import { hoursHandlers } from "./hours/handlers";
import { inspectionHandlers } from "./inspections/handlers";
import { mapHandlers } from "./map/handlers";
import { platformHandlers } from "./platform/handlers";
import { registrationHandlers } from "./registration/handlers";
import { reportHandlers } from "./reports/handlers";
import { scheduleHandlers } from "./schedules/handlers";
import { employeeDocumentHandlers } from "./users/employee-documents";
import { exportHandlers } from "./users/export";
import { userHandlers } from "./users/handlers";
import { importHandlers } from "./users/import-handler";
import { profileHandlers } from "./users/profile-handlers";
import { vehicleHandlers } from "./vehicles/handlers";

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
