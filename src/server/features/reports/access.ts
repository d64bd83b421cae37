// Who may report which list (docs/reports.md "Who may do what"): whoever may read the list itself — the list
// event's access in schema/, enforced by the dispatcher's own authorize() — and, for a mechanic without an office
// role, only the lists of their reduced menu. Checked when a report is asked for, listed, and downloaded.
import type { RoleName } from "../../../shared/generated/common";
import { eventCatalogue } from "../../../shared/generated/events";
import type { ReportList } from "../../../shared/generated/reports";
import { authorize } from "../../ws/authorize";
import type { SessionInfo } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { MECHANIC_LISTS } from "./report-rows";
import { REPORT_SOURCES } from "./sources";

const OFFICE_ROLES: readonly RoleName[] = ["owner", "manager", "administrator"];

type Holder = Pick<SessionInfo, "companyId" | "roles" | "features"> & { sessionId?: string; userId?: string };

export const isOffice = (roles: readonly RoleName[]) => roles.some((role) => OFFICE_ROLES.includes(role));

/** Throws the list event's own refusal (UnauthorizedException, FeatureDisabled) when `holder` may not report `list`. */
export function authorizeReport(list: ReportList, holder: Holder): void {
  if (!isOffice(holder.roles) && !MECHANIC_LISTS.includes(list)) {
    throw new EventError("UnauthorizedException", "A mechanic reports vehicles and inspections only.");
  }
  authorize(eventCatalogue[REPORT_SOURCES[list].listEvent].access, { sessionId: "", userId: "", ...holder });
}

export function mayReport(list: ReportList, holder: Holder): boolean {
  try {
    authorizeReport(list, holder);
    return true;
  } catch {
    return false;
  }
}

/** The lists `holder` may report (the list event and the download check both use it). */
export function reportableLists(holder: Holder): ReportList[] {
  return (Object.keys(REPORT_SOURCES) as ReportList[]).filter((list) => mayReport(list, holder));
}
