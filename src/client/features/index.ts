// Every domain of the client, in one list (CONTRIBUTING.md "Adding a domain"): the signed-in portal's routes, its main
// menu, the operator area's navigation and the banners are gathered from it (app/portal-shell.ts). Adding a domain is
// one line here; the order does not matter (menu and navigation entries carry their own).
import type { ClientDomain } from "../app/client-domain";
import { accountsDomain } from "./accounts/module";
import { billingDomain } from "./billing/module";
import { checkinsDomain } from "./checkins/module";
import { checklistsDomain } from "./checklists/module";
import { companyDomain } from "./company/module";
import { complianceDomain } from "./compliance/module";
import { equipmentDomain } from "./equipment/module";
import { homeDomain } from "./home/module";
import { hoursDomain } from "./hours/module";
import { inspectionsDomain } from "./inspections/module";
import { mapDomain } from "./map/module";
import { operatorDomain } from "./operator/module";
import { reportsDomain } from "./reports/module";
import { schedulesDomain } from "./schedules/module";
import { usersDomain } from "./users/module";
import { vehiclesDomain } from "./vehicles/module";
import { workOrdersDomain } from "./work-orders/module";

export const PORTAL_DOMAINS: readonly ClientDomain[] = [
  accountsDomain,
  billingDomain,
  checkinsDomain,
  checklistsDomain,
  companyDomain,
  complianceDomain,
  equipmentDomain,
  homeDomain,
  hoursDomain,
  inspectionsDomain,
  mapDomain,
  operatorDomain,
  reportsDomain,
  schedulesDomain,
  usersDomain,
  vehiclesDomain,
  workOrdersDomain,
];
