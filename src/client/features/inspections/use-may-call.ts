import type { EventName } from "../../../shared/generated/events";
import { eventWire } from "../../../shared/generated/wire";
import { useAppState } from "../../app/client-context";

/**
 * Whether the session's roles may send `eventName`, read from the schema's access (the dispatcher's own rule), so
 * a screen offers Repair, Remarks or Email only to those the server will let through.
 */
export function useMayCall(eventName: EventName): boolean {
  const roles = useAppState((s) => s.session.roles);
  const access = eventWire[eventName].access;
  return (
    access.kind !== "company" ||
    access.roles.length === 0 ||
    access.roles.some((role) => (roles as readonly string[]).includes(role))
  );
}
