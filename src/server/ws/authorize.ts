import type { EventAccess, EventSpec } from "../../shared/generated/events";
import type { SessionInfo } from "./context";
import { EventError } from "./event-error";

/**
 * The one place access declared in schema/ is enforced. "company" access needs a chosen company, one of the
 * listed roles (any role when none are listed) and one of the listed features (none needed when none listed).
 */
export function authorize(access: EventAccess, session: SessionInfo | undefined): void {
  if (access.kind === "public") return;
  if (!session) throw new EventError("NotSignedIn", "Sign in first; this request needs a signed-in session.");
  if (access.kind === "signedIn") return;
  if (session.companyId === null) throw new EventError("UnauthorizedException", "Choose a company first.");
  if (access.roles.length > 0 && !access.roles.some((role) => session.roles.includes(role as never))) {
    throw new EventError("UnauthorizedException", `This needs one of the roles: ${access.roles.join(", ")}.`);
  }
  if (access.features.length > 0 && !access.features.some((feature) => session.features.includes(feature as never))) {
    throw new EventError("FeatureDisabled", `This needs one of the company features: ${access.features.join(", ")}.`);
  }
}

/**
 * The read-only view (docs/operator.md "Rules"): while an administrator views a company read-only, only events that
 * change nothing (schema effect "read") or act on the operator's own session ("session": resume, sign out, leave the
 * view) run. An event without an effect may change data and is refused, so a new event is refused here until its schema
 * says otherwise: the view can never sign, submit or save as the company.
 */
export function refuseInReadOnlyView(
  spec: Pick<EventSpec, "access" | "effect">,
  session: SessionInfo | undefined,
): void {
  if (!session?.viewAs || spec.effect !== undefined) return;
  throw new EventError(
    "ReadOnlyView",
    `You are viewing ${session.viewAs.companyName} as the operator, read only. Leave the view to make changes.`,
  );
}
