// Every domain of the server, in one list (CONTRIBUTING.md "Adding a domain"). The dispatcher, the HTTP side, the
// job worker and the change relay loop over it; a domain adds itself here with one line.
import type { ServerDomain } from "../domain";
import type { Handlers } from "../ws/dispatch";
import { accountsDomain } from "./accounts/module";
import { billingDomain } from "./billing/module";
import { checkinsDomain } from "./checkins/module";
import { checklistsDomain } from "./checklists/module";
import { companyDomain } from "./company/module";
import { complianceDomain } from "./compliance/module";
import { equipmentDomain } from "./equipment/module";
import { filesDomain } from "./files/module";
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

const DOMAINS = [
  accountsDomain,
  usersDomain,
  companyDomain,
  filesDomain,
  vehiclesDomain,
  equipmentDomain,
  mapDomain,
  schedulesDomain,
  checklistsDomain,
  inspectionsDomain,
  workOrdersDomain,
  hoursDomain,
  checkinsDomain,
  complianceDomain,
  reportsDomain,
  homeDomain,
  billingDomain,
  operatorDomain,
] as const;

export const serverDomains: readonly ServerDomain[] = DOMAINS;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
/** Every domain's handlers together. Typed as the generated interface: an event no domain answers fails to compile. */
type AllHandlers = UnionToIntersection<(typeof DOMAINS)[number]["handlers"]>;

export function createHandlers(): Handlers {
  const all = Object.assign({}, ...DOMAINS.map((domain) => domain.handlers)) as AllHandlers;
  return all satisfies Handlers;
}
