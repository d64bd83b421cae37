// The operator's read-only view of a company (docs/operator.md "The read-only view"). A view is a marker on the
// session: sessions.view_as_company_id in the database (so a reload or a reconnect resumes into it) and
// SessionInfo.viewAs on the socket. While it is set the socket's companyId and features are the viewed company's, so
// every query reads that company through the ordinary, company-scoped handlers; its roles stay the operator's own;
// and the dispatcher runs only events whose schema effect is "read" or "session" (ws/authorize.ts
// refuseInReadOnlyView), so nothing can be saved, signed or submitted as the company. Starting and leaving a view are
// written to the admin audit log.
import type { ReadOnlyView } from "../../../shared/generated/accounts";
import type { FeatureName } from "../../../shared/generated/common";
import { recordAdminAudit } from "../../audit-log";
import type { CompanyContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { homeCompanyOf, loadSignedIn } from "../accounts/index";

const ENDED = "The stored session has ended or was signed out. Sign in again.";

/**
 * Sets the marker, audited, and swaps this socket's scope at once. The socket is attached first and the session row
 * then updated only while it is live (as auth's attachConfirmed does), so a sign-out committing meanwhile either finds
 * the socket or is seen here.
 */
export async function startView(context: CompanyContext, companyId: string): Promise<ReadOnlyView> {
  const session = context.session;
  const target = await context.db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirst();
  if (!target) throw new EventError("NotFound", `No company ${companyId}.`);
  const homeCompanyId = homeCompanyOf(session)!;
  const viewAs: ReadOnlyView = { companyId: target.id, companyName: target.name, homeCompanyId };
  context.attachSession({
    ...session,
    companyId: target.id,
    features: target.features as FeatureName[],
    viewAs: { companyName: target.name, homeCompanyId },
  });
  try {
    await context.db.transaction().execute(async (trx) => {
      const live = await trx
        .updateTable("sessions")
        .set({ view_as_company_id: target.id })
        .where("id", "=", session.sessionId)
        .where("revoked_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!live) throw new EventError("NotSignedIn", ENDED);
      await recordAdminAudit(trx, {
        actorId: session.userId,
        companyId: target.id,
        event: "PlatformViewAsStartRequestEvent",
        before: session.viewAs ? { viewAs: session.companyId } : null,
        after: { viewAs: target.id, companyName: target.name },
      });
    });
  } catch (error) {
    context.attachSession(error instanceof EventError && error.messageId === "NotSignedIn" ? undefined : session);
    throw error;
  }
  return viewAs;
}

/** Clears the marker (audited when there was one) and gives this socket back the operator's own company. */
export async function stopView(context: CompanyContext): Promise<{ companyId: string }> {
  const session = context.session;
  const homeCompanyId = homeCompanyOf(session)!;
  await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("sessions")
      .select("view_as_company_id")
      .where("id", "=", session.sessionId)
      .forUpdate()
      .executeTakeFirst();
    const was = row?.view_as_company_id ?? (session.viewAs ? session.companyId : null);
    if (row?.view_as_company_id)
      await trx.updateTable("sessions").set({ view_as_company_id: null }).where("id", "=", session.sessionId).execute();
    if (was)
      await recordAdminAudit(trx, {
        actorId: session.userId,
        companyId: was,
        event: "PlatformViewAsStopRequestEvent",
        before: { viewAs: was },
        after: { viewAs: null },
      });
  });
  if (session.viewAs) {
    const home = await loadSignedIn(context.db, session.userId, homeCompanyId);
    context.attachSession({ sessionId: session.sessionId, ...home.info });
  }
  return { companyId: homeCompanyId };
}
