import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { allCompaniesPaths as paths } from "./allcompanies-routes";

const Inspections = preloadableScreen(
  () => import("./admin-inspections-page"),
  (m) => m.AdminInspectionsPage,
);
const Inspection = preloadableScreen(
  () => import("./admin-inspection-page"),
  (m) => m.AdminInspectionPage,
);
const Vehicles = preloadableScreen(
  () => import("./admin-vehicles-page"),
  (m) => m.AdminVehiclesPage,
);
const Vehicle = preloadableScreen(
  () => import("./admin-vehicle-page"),
  (m) => m.AdminVehiclePage,
);
const Employees = preloadableScreen(
  () => import("./admin-employees-page"),
  (m) => m.AdminEmployeesPage,
);
const Employee = preloadableScreen(
  () => import("./admin-employee-page"),
  (m) => m.AdminEmployeePage,
);
const Hours = preloadableScreen(
  () => import("./admin-hours-page"),
  (m) => m.AdminHoursPage,
);
const Timesheet = preloadableScreen(
  () => import("./admin-timesheet-page"),
  (m) => m.AdminTimesheetPage,
);
const CheckIns = preloadableScreen(
  () => import("./admin-checkins-page"),
  (m) => m.AdminCheckInsPage,
);
const CheckIn = preloadableScreen(
  () => import("./admin-checkin-page"),
  (m) => m.AdminCheckInPage,
);
const Invoices = preloadableScreen(
  () => import("./admin-invoices-page"),
  (m) => m.AdminInvoicesPage,
);
const Invoice = preloadableScreen(
  () => import("./admin-invoice-page"),
  (m) => m.AdminInvoicePage,
);
const EquipmentList = preloadableScreen(
  () => import("./admin-equipment-page"),
  (m) => m.AdminEquipmentPage,
);
const EquipmentUnit = preloadableScreen(
  () => import("./admin-equipment-unit-page"),
  (m) => m.AdminEquipmentUnitPage,
);
const Checklists = preloadableScreen(
  () => import("./admin-checklists-page"),
  (m) => m.AdminChecklistsPage,
);
const Checklist = preloadableScreen(
  () => import("./admin-checklist-page"),
  (m) => m.AdminChecklistPage,
);
const Schedules = preloadableScreen(
  () => import("./admin-schedules-page"),
  (m) => m.AdminSchedulesPage,
);
const Schedule = preloadableScreen(
  () => import("./admin-schedule-page"),
  (m) => m.AdminSchedulePage,
);
const Reports = preloadableScreen(
  () => import("./admin-reports-page"),
  (m) => m.AdminReportsPage,
);
const Report = preloadableScreen(
  () => import("./admin-report-page"),
  (m) => m.AdminReportPage,
);
const Cards = preloadableScreen(
  () => import("./admin-cards-page"),
  (m) => m.AdminCardsPage,
);
const MapPositions = preloadableScreen(
  () => import("./admin-map-positions-page"),
  (m) => m.AdminMapPositionsPage,
);

/**
 * The operator's cross-company lists (docs/operator.md "Cross-company lists", both names of each) and their records.
 */
export const allCompaniesRouteEntries: readonly RouteEntry[] = [
  {
    path: paths.inspections,
    access: "signedIn",
    component: Inspections,
    title: msg`Inspections of every company`,
    preload: Inspections.preload,
  },
  {
    path: paths.inspectionList,
    access: "signedIn",
    component: Inspections,
    title: msg`Inspections of every company`,
    preload: Inspections.preload,
  },
  {
    path: paths.inspection,
    access: "signedIn",
    component: Inspection,
    title: msg`Inspection`,
    preload: Inspection.preload,
  },
  {
    path: paths.vehicles,
    access: "signedIn",
    component: Vehicles,
    title: msg`Vehicles of every company`,
    preload: Vehicles.preload,
  },
  {
    path: paths.vehicleList,
    access: "signedIn",
    component: Vehicles,
    title: msg`Vehicles of every company`,
    preload: Vehicles.preload,
  },
  { path: paths.vehicle, access: "signedIn", component: Vehicle, title: msg`Vehicle`, preload: Vehicle.preload },
  {
    path: paths.employees,
    access: "signedIn",
    component: Employees,
    title: msg`Employees of every company`,
    preload: Employees.preload,
  },
  {
    path: paths.userList,
    access: "signedIn",
    component: Employees,
    title: msg`Employees of every company`,
    preload: Employees.preload,
  },
  { path: paths.employee, access: "signedIn", component: Employee, title: msg`Employee`, preload: Employee.preload },
  {
    path: paths.hours,
    access: "signedIn",
    component: Hours,
    title: msg`Hours of every company`,
    preload: Hours.preload,
  },
  {
    path: paths.hourList,
    access: "signedIn",
    component: Hours,
    title: msg`Hours of every company`,
    preload: Hours.preload,
  },
  {
    path: paths.timesheet,
    access: "signedIn",
    component: Timesheet,
    title: msg`Timesheet`,
    preload: Timesheet.preload,
  },
  {
    path: paths.checkins,
    access: "signedIn",
    component: CheckIns,
    title: msg`Check-ins of every company`,
    preload: CheckIns.preload,
  },
  { path: paths.checkin, access: "signedIn", component: CheckIn, title: msg`Check-in`, preload: CheckIn.preload },
  {
    path: paths.invoices,
    access: "signedIn",
    component: Invoices,
    title: msg`Invoices of every company`,
    preload: Invoices.preload,
  },
  {
    path: paths.invoiceList,
    access: "signedIn",
    component: Invoices,
    title: msg`Invoices of every company`,
    preload: Invoices.preload,
  },
  { path: paths.invoice, access: "signedIn", component: Invoice, title: msg`Invoice`, preload: Invoice.preload },
  // The list's second name (equipment/list) before the details pattern it would otherwise match.
  {
    path: paths.equipmentList,
    access: "signedIn",
    component: EquipmentList,
    title: msg`Equipment of every company`,
    preload: EquipmentList.preload,
  },
  {
    path: paths.equipment,
    access: "signedIn",
    component: EquipmentList,
    title: msg`Equipment of every company`,
    preload: EquipmentList.preload,
  },
  {
    path: paths.equipmentUnit,
    access: "signedIn",
    component: EquipmentUnit,
    title: msg`Equipment`,
    preload: EquipmentUnit.preload,
  },
  {
    path: paths.checklists,
    access: "signedIn",
    component: Checklists,
    title: msg`Checklists of every company`,
    preload: Checklists.preload,
  },
  {
    path: paths.checklistList,
    access: "signedIn",
    component: Checklists,
    title: msg`Checklists of every company`,
    preload: Checklists.preload,
  },
  {
    path: paths.checklist,
    access: "signedIn",
    component: Checklist,
    title: msg`Checklist`,
    preload: Checklist.preload,
  },
  {
    path: paths.schedules,
    access: "signedIn",
    component: Schedules,
    title: msg`Schedules of every company`,
    preload: Schedules.preload,
  },
  {
    path: paths.scheduleList,
    access: "signedIn",
    component: Schedules,
    title: msg`Schedules of every company`,
    preload: Schedules.preload,
  },
  { path: paths.schedule, access: "signedIn", component: Schedule, title: msg`Schedule`, preload: Schedule.preload },
  {
    path: paths.reports,
    access: "signedIn",
    component: Reports,
    title: msg`Reports of every company`,
    preload: Reports.preload,
  },
  {
    path: paths.reportList,
    access: "signedIn",
    component: Reports,
    title: msg`Reports of every company`,
    preload: Reports.preload,
  },
  { path: paths.report, access: "signedIn", component: Report, title: msg`Report`, preload: Report.preload },
  {
    path: paths.cards,
    access: "signedIn",
    component: Cards,
    title: msg`Payment cards of every company`,
    preload: Cards.preload,
  },
  {
    path: paths.cardList,
    access: "signedIn",
    component: Cards,
    title: msg`Payment cards of every company`,
    preload: Cards.preload,
  },
  {
    path: paths.mapPositions,
    access: "signedIn",
    component: MapPositions,
    title: msg`Vehicle positions of every company`,
    preload: MapPositions.preload,
  },
  {
    path: paths.mapList,
    access: "signedIn",
    component: MapPositions,
    title: msg`Vehicle positions of every company`,
    preload: MapPositions.preload,
  },
];
