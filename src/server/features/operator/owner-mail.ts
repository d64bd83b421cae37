// The new owner's sign-in mail: a single-use set-password link through the reset page (/recovery/{token},
// CredentialsResetRequestEvent), as an invitation does (features/users/handlers.ts), queued in the outbox inside the
// transaction that created the owner — no company without its mail, no mail without its company.
import { randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { ServerConfig } from "../../config";
import type { Database } from "../../db/tables";
import { enqueueMail } from "../../mail/outbox";
import { companyWelcomeMail } from "../../mail/templates/company-welcome";
import { portalUrl } from "../../mail/templates/links";
import { hashToken } from "../../tokens";

/** How long the owner's set-password link works: as long as an invitation's. */
export const OWNER_LINK_TTL_DAYS = 7;

export async function queueOwnerWelcome(
  trx: Kysely<Database>,
  config: Pick<ServerConfig, "host" | "port">,
  owner: { userId: string; email: string; first: string; locale: string | null },
  companyName: string,
  requestedBy: string,
  /** The server clock's instant: the link works OWNER_LINK_TTL_DAYS from it. */
  nowMs: number,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await trx
    .insertInto("password_resets")
    .values({
      token_hash: hashToken(token),
      user_id: owner.userId,
      requested_by: requestedBy,
      expires_at: new Date(nowMs + OWNER_LINK_TTL_DAYS * 86_400_000),
      used_at: null,
    })
    .execute();
  const mail = companyWelcomeMail(owner.locale, {
    first: owner.first,
    companyName,
    email: owner.email,
    url: portalUrl(config, `/recovery/${token}`),
    days: OWNER_LINK_TTL_DAYS,
  });
  await enqueueMail(trx, { to: owner.email, ...mail });
}
