// Who may use a signed download address, and downloads during the operator's read-only view of a company (docs/operator.md "The read-only view"). A PDF, a CSV
// export or a stored file is a read: the view's events that make the signed address are "read" events and run, but
// the address is used by a plain GET with no session, and each route used to ask whether the user is a live employee
// of the company — which the operator viewing it is not. So a link made in a view also names the viewing session
// (`v`), and when it is used the holder is the operator only while that session is live, still views that very
// company, and its user is still an administrator in their own company; each such download is written to the admin
// audit log (the operator read that company's files). A link made outside a view is checked exactly as before.
import type { Kysely } from "kysely";

import type { RoleName } from "../shared/generated/common";
import { AUDIT_SCOPE, recordAdminAudit } from "./audit-log";
import type { Database } from "./db/tables";
import type { Services, SessionInfo } from "./ws/context";

/**
 * Who a signed download address is for: company, user and the session that made it (a link ends with its session:
 * signing out ends every link made in it), and while viewing a company, the viewing session.
 */
export interface LinkHolderClaims {
  c: string;
  u: string;
  /** The session that made the link. */
  sid?: string;
  v?: string;
}

/** The holder claims of the session's company and user (every download event runs with a chosen company). */
export function linkHolder(session: SessionInfo): LinkHolderClaims {
  return {
    c: session.companyId!,
    u: session.userId,
    sid: session.sessionId,
    ...(session.viewAs ? { v: session.sessionId } : {}),
  };
}

export interface DownloadHolder {
  /** The roles the download is checked with: the employee's in the company, or the operator's own in a view. */
  roles: RoleName[];
  /** The operator viewing the company read-only: the download is audited. */
  viewing: boolean;
}

/**
 * Who uses a download address at `now`, or undefined when nobody it names may download from the company any more:
 * its session signed out or ended, or its user no longer works there (or, in a view, is no longer an administrator).
 */
export async function downloadHolder(
  db: Kysely<Database>,
  claims: LinkHolderClaims,
  now: Date,
): Promise<DownloadHolder | undefined> {
  // The session that made the link is still signed in (a link made before links named their session has no sid and
  // is refused: such links lived five minutes).
  if (claims.sid === undefined) return undefined;
  const session = await db
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", claims.sid)
    .where("user_id", "=", claims.u)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!session) return undefined;
  if (claims.v === undefined) {
    const employee = await db
      .selectFrom("employees")
      .select("roles")
      .where("user_id", "=", claims.u)
      .where("company_id", "=", claims.c)
      .where("live", "=", true)
      .executeTakeFirst();
    return employee ? { roles: employee.roles as RoleName[], viewing: false } : undefined;
  }
  // The view is still on, for this company, in this user's live session; and the user is still an administrator in
  // the company the session is theirs in (as a resume into a view checks, features/operator/view-as.ts).
  const operator = await db
    .selectFrom("sessions as s")
    .innerJoin("employees as e", (join) =>
      join.onRef("e.user_id", "=", "s.user_id").onRef("e.company_id", "=", "s.company_id"),
    )
    .innerJoin("companies as home", "home.id", "s.company_id")
    .select("e.roles")
    .where("s.id", "=", claims.v)
    .where("s.user_id", "=", claims.u)
    .where("s.view_as_company_id", "=", claims.c)
    .where("s.revoked_at", "is", null)
    .where("s.expires_at", ">", now)
    .where("e.live", "=", true)
    .where("home.state", "=", "active")
    .where((eb) => eb(eb.val("administrator"), "=", eb.fn.any("e.roles")))
    .executeTakeFirst();
  return operator ? { roles: operator.roles as RoleName[], viewing: true } : undefined;
}

/** The audit log's event for a download made in a read-only view. */
export const VIEW_AS_DOWNLOAD_EVENT = "PlatformViewAsDownload";

/**
 * Records the operator's download of the viewed company's data (which download, of what, under which name) before it
 * is sent, and shows it in the log's list at once.
 */
export async function auditViewedDownload(
  services: Pick<Services, "db" | "versions">,
  claims: LinkHolderClaims,
  download: string,
  what: Record<string, unknown>,
): Promise<void> {
  await recordAdminAudit(services.db, {
    actorId: claims.u,
    companyId: claims.c,
    event: VIEW_AS_DOWNLOAD_EVENT,
    before: null,
    after: { download, ...what },
  });
  services.versions.membershipChanged(AUDIT_SCOPE);
}
