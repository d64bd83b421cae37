// Resuming into the operator's read-only view of a company (docs/operator.md "The read-only view"). A view is a
// marker on the session: sessions.view_as_company_id in the database (so a reload or a reconnect resumes into it) and
// SessionInfo.viewAs on the socket. While it is set the socket's companyId and features are the viewed company's and
// its roles stay the operator's own. The operator domain starts and stops a view (features/operator/view-as.ts);
// a session resume, here, finds it again — or ends it, audited, when it no longer holds.
import type { Kysely, Selectable, Transaction } from "kysely";

import type { ClientApp, ReadOnlyView } from "../../../shared/generated/accounts";
import type { FeatureName } from "../../../shared/generated/common";
import { recordAdminAudit } from "../../audit-log";
import type { Database, SessionsTable } from "../../db/tables";
import type { SessionInfo } from "../../ws/context";
import { companyFromRow } from "../company/index";
import { loadSignedIn } from "./sessions";

type Loaded = Awaited<ReturnType<typeof loadSignedIn>>;

async function companyRow(db: Kysely<Database> | Transaction<Database>, companyId: string) {
  return db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirst();
}

/** The operator's session turned into a view of the company: its scope swapped, the operator's roles kept. */
function viewOf(loaded: Loaded, target: NonNullable<Awaited<ReturnType<typeof companyRow>>>): Loaded {
  const company = companyFromRow(target);
  const homeCompanyId = loaded.info.companyId!;
  const viewAs: ReadOnlyView = { companyId: target.id, companyName: target.name, homeCompanyId };
  return {
    payload: { ...loaded.payload, company, companies: { ...loaded.payload.companies, [target.id]: company }, viewAs },
    info: {
      ...loaded.info,
      companyId: target.id,
      features: target.features as FeatureName[],
      viewAs: { companyName: target.name, homeCompanyId },
    },
  };
}

const isOperator = (info: Omit<SessionInfo, "sessionId">) => info.roles.includes("administrator");

/**
 * What a resume loads. A session that views a company resumes into the view when the client asks for no company or
 * for the viewed one (the client stores the viewed company as its current one); asking for another company (the
 * company switcher) leaves the view. A view whose operator is no longer an administrator, or whose company is gone,
 * ends too.
 */
export async function loadResumed(
  db: Kysely<Database>,
  session: Selectable<SessionsTable>,
  asked: string | undefined,
  app: ClientApp | undefined,
): Promise<Loaded> {
  const viewing = session.view_as_company_id;
  if (viewing && (app ?? "portal") === "portal" && (asked === undefined || asked === viewing)) {
    const home = await loadSignedIn(db, session.user_id, session.company_id, app);
    const target = await companyRow(db, viewing);
    if (target && isOperator(home.info)) return viewOf(home, target);
  }
  if (viewing) {
    await db.transaction().execute(async (trx) => {
      const left = await trx
        .updateTable("sessions")
        .set({ view_as_company_id: null })
        .where("id", "=", session.id)
        .where("view_as_company_id", "=", viewing)
        .returning("id")
        .executeTakeFirst();
      if (left)
        await recordAdminAudit(trx, {
          actorId: session.user_id,
          companyId: viewing,
          event: "UserSessionResumeRequestEvent",
          before: { viewAs: viewing },
          after: { viewAs: null },
        });
    });
  }
  return loadSignedIn(db, session.user_id, asked ?? session.company_id, app);
}

/** The company a session row keeps: the operator's own while viewing another (resume's touchSession writes it). */
export const homeCompanyOf = (info: SessionInfo): string | null => info.viewAs?.homeCompanyId ?? info.companyId;
