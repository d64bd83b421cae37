// Who sees and changes which timesheets (docs/hours.md "Who may do what"): the office (owners, managers, administrators)
// reads the whole company's and may correct any day with an annotation; everyone else reads and corrects only their
// own. Only the driver certifies or declares, and only for themselves.
import type { RoleName } from "../../../shared/generated/common";
import type { SessionInfo } from "../../ws/context";
import { EventError } from "../../ws/event-error";

export const HOURS_OFFICE_ROLES: readonly RoleName[] = ["owner", "manager", "administrator"];

/** The user whose timesheets this session is limited to, or undefined when it sees the whole company's. */
export function ownTimesheetsOnly(session: SessionInfo): string | undefined {
  return session.roles.some((role) => HOURS_OFFICE_ROLES.includes(role)) ? undefined : session.userId;
}

export const timesheetNotFound = (id: string) => new EventError("NotFound", `No timesheet ${id} that you can see.`);
