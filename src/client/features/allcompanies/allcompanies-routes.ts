// The operator's cross-company lists and their read-only details (SPEC §2 "Admin area"; issue 17). SPEC names each
// list twice (`inspections` and `inspection/list`): both paths show the same screen. Screens call these builders,
// never build URLs by hand.
import { encodeIdForUrl } from "../../../shared/ids";

export const allCompaniesPaths = {
  inspections: "/portal/admin/inspections",
  inspectionList: "/portal/admin/inspection/list",
  inspection: "/portal/admin/inspections/:id",
  vehicles: "/portal/admin/vehicles",
  vehicleList: "/portal/admin/vehicle/list",
  vehicle: "/portal/admin/vehicles/:id",
  employees: "/portal/admin/employees",
  userList: "/portal/admin/user/list",
  employee: "/portal/admin/employees/:id",
  hours: "/portal/admin/hours",
  hourList: "/portal/admin/hour/list",
  timesheet: "/portal/admin/hours/:id",
  checkins: "/portal/admin/checkins",
  checkin: "/portal/admin/checkins/:id",
  invoices: "/portal/admin/invoices",
  invoiceList: "/portal/admin/invoice/list",
  invoice: "/portal/admin/invoices/:id",
  equipmentList: "/portal/admin/equipment/list",
  equipment: "/portal/admin/equipment",
  equipmentUnit: "/portal/admin/equipment/:id",
  checklists: "/portal/admin/checklists",
  checklistList: "/portal/admin/checklist/list",
  checklist: "/portal/admin/checklists/:id",
} as const;

const details = (list: string) => (id: string) => `${list}/${encodeIdForUrl(id)}`;

export const allCompaniesLinks = {
  inspections: () => allCompaniesPaths.inspections,
  inspection: details(allCompaniesPaths.inspections),
  vehicles: () => allCompaniesPaths.vehicles,
  vehicle: details(allCompaniesPaths.vehicles),
  employees: () => allCompaniesPaths.employees,
  employee: details(allCompaniesPaths.employees),
  hours: () => allCompaniesPaths.hours,
  timesheet: details(allCompaniesPaths.hours),
  checkins: () => allCompaniesPaths.checkins,
  checkin: details(allCompaniesPaths.checkins),
  invoices: () => allCompaniesPaths.invoices,
  invoice: details(allCompaniesPaths.invoices),
  equipment: () => allCompaniesPaths.equipment,
  equipmentUnit: details(allCompaniesPaths.equipment),
  checklists: () => allCompaniesPaths.checklists,
  checklist: details(allCompaniesPaths.checklists),
};
