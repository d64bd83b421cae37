// Every domain of the server, in one list (CONTRIBUTING.md "Adding a domain"). The dispatcher, the HTTP side, the
// job worker and the change relay loop over it; a domain adds itself here with one line.
import type { ServerDomain } from "../domain";
import type { Handlers } from "../ws/dispatch";
import { adminDomain } from "./admin";
import { allCompaniesDomain } from "./allcompanies";
import { authDomain } from "./auth";
import { billingDomain } from "./billing";
import { checkinsDomain } from "./checkins";
import { checklistsDomain } from "./checklists";
import { companyDomain } from "./company";
import { complianceDomain } from "./compliance";
import { equipmentDomain } from "./equipment";
import { filesDomain } from "./files";
import { homeDomain } from "./home";
import { hoursDomain } from "./hours";
import { inspectionsDomain } from "./inspections";
import { mapDomain } from "./map";
import { platformDomain } from "./platform";
import { registrationDomain } from "./registration";
import { reportsDomain } from "./reports";
import { schedulesDomain } from "./schedules";
import { usersDomain } from "./users";
import { vehiclesDomain } from "./vehicles";

const DOMAINS = [
  authDomain,
  registrationDomain,
  usersDomain,
  companyDomain,
  filesDomain,
  vehiclesDomain,
  equipmentDomain,
  mapDomain,
  schedulesDomain,
  checklistsDomain,
  inspectionsDomain,
  hoursDomain,
  checkinsDomain,
  complianceDomain,
  reportsDomain,
  homeDomain,
  billingDomain,
  adminDomain,
  platformDomain,
  allCompaniesDomain,
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
