// Who sees which check-ins (docs/checkins.md "Who may do what"): the office (owners, managers, administrators) sees the whole
// company's; everyone else who may check in sees only their own, in the list, in one check-in and in notifications.
import type { RoleName } from "../../../shared/generated/common";
import type { SessionInfo } from "../../ws/context";

export const CHECKIN_OFFICE_ROLES: readonly RoleName[] = ["owner", "manager", "administrator"];

/** The user whose check-ins this session is limited to, or undefined when it sees the whole company's. */
export function ownCheckInsOnly(session: SessionInfo): string | undefined {
  return session.roles.some((role) => CHECKIN_OFFICE_ROLES.includes(role)) ? undefined : session.userId;
}
