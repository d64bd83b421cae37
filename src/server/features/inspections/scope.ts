// Who sees which inspections: the office (owners, managers, mechanics, administrators) sees the company's; a session
// whose only roles are driver or non-commercial driver sees only the inspections it submitted — in the list, one
// inspection, the report and notifications (the schema's audience of InspectionsChangedNotification).
import type { RoleName } from "../../../shared/generated/common";
import type { SessionInfo } from "../../ws/context";
import { EventError } from "../../ws/event-error";

export const INSPECTION_OFFICE_ROLES: readonly RoleName[] = ["owner", "manager", "mechanic", "administrator"];

/** The user whose inspections this session is limited to, or undefined when it sees the whole company's. */
export function ownInspectionsOnly(session: SessionInfo): string | undefined {
  return session.roles.some((role) => INSPECTION_OFFICE_ROLES.includes(role)) ? undefined : session.userId;
}

export const inspectionNotFound = (id: string) => new EventError("NotFound", `No inspection ${id} in your company.`);
