import { randomBytes } from "node:crypto";

import { sql, type Kysely } from "kysely";

import type { ClientApp, SignedInSession } from "../../../shared/generated/accounts";
import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { Company } from "../../../shared/generated/users";
import type { Database } from "../../db/tables";
import { hashToken } from "../../tokens";
import type { SessionInfo } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { companyFromRow } from "../company/index";
import { employeeFromRow, userFromRow } from "../users/index";

/** Sessions last this long after their last use… */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/**
 * …and never longer than this after the sign-in, however often they are used (docs/accounts.md "Sessions"): a
 * token copied off a device stops working within this time even if it is used every day.
 */
export const SESSION_MAX_LIFETIME_MS = 90 * 24 * 3600_000;

/** When a session used at `now` expires: its sliding expiry, capped by its absolute lifetime. */
export function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_LIFETIME_MS));
}

/** Owners, managers, mechanics and administrators use the portal; drivers use the driver app (docs/accounts.md
 * "Who may do what"). */
export const PORTAL_ROLES: readonly RoleName[] = ["administrator", "owner", "manager", "mechanic"];

/** The driver app at /drive: everyone who inspects, keeps hours or checks in. */
export const DRIVE_ROLES: readonly RoleName[] = ["driver", "nc_driver", "mechanic", "manager", "owner"];

/** The roles that may sign in to each app; a sign-in or resume that names no app is the portal's. */
export const APP_ROLES: Record<ClientApp, readonly RoleName[]> = { portal: PORTAL_ROLES, drive: DRIVE_ROLES };

/**
 * A new session, made at `now` (the server clock). `firstOfAccount`: the account had never signed in before, so home
 * greets a newcomer for as long as this session lasts (docs/home.md "Screens").
 */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  companyId: string | null,
  now: Date,
  firstOfAccount = false,
): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString("base64url");
  const row = await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      company_id: companyId,
      // On the server's clock, as every later expiry (the database's own now() would be another clock).
      created_at: now,
      last_seen_at: now,
      expires_at: sessionExpiry(now, now),
      revoked_at: null,
      first_of_account: firstOfAccount,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/**
 * Records the session's use and answers whether it is still live. Called after the socket is attached to the
 * session (socket-registry.ts): an UPDATE waits for a concurrent revoking UPDATE of the row and then re-reads it,
 * so either this sees the revocation, or the revocation commits later and its closeSession finds the socket.
 */
export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  companyId: string | null,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable("sessions")
    .set((eb) => ({
      company_id: companyId,
      last_seen_at: now,
      // The sliding expiry, never past the absolute lifetime (sessionExpiry, in SQL over the row's created_at).
      expires_at: eb.fn<Date>("least", [
        eb.val(new Date(now.getTime() + SESSION_TTL_MS)),
        sql<Date>`${eb.ref("created_at")} + make_interval(secs => ${SESSION_MAX_LIFETIME_MS / 1000})`,
      ]),
    }))
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: now }).where("id", "=", sessionId).execute();
}

/**
 * Loads everything a signed-in client holds, choosing the company: the one asked for, else the session's last,
 * else the first (by name) in which the user has a role of the app (the portal's unless `app` says "drive"). A user
 * with no such membership is refused with UnauthorizedException, "You do not have permission to access the portal".
 */
export async function loadSignedIn(
  db: Kysely<Database>,
  userId: string,
  wanted: string | null | undefined,
  app: ClientApp = "portal",
): Promise<{ payload: Omit<SignedInSession, "token">; info: Omit<SessionInfo, "sessionId"> }> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  const memberships = await db
    .selectFrom("employees")
    .innerJoin("companies", "companies.id", "employees.company_id")
    .selectAll("employees")
    .select(["companies.name as company_name"])
    .where("employees.user_id", "=", userId)
    .where("employees.state", "in", ["active", "invited"])
    .where("companies.state", "=", "active")
    .orderBy("companies.name")
    .execute();
  const allowed = APP_ROLES[app];
  const usable = memberships.filter((m) => m.roles.some((role) => allowed.includes(role as RoleName)));
  if (usable.length === 0) {
    // A driver at the portal's door is shown the way to the app made for them (docs/accounts.md "Signing in").
    const drives = memberships.some((m) => m.roles.some((role) => DRIVE_ROLES.includes(role as RoleName)));
    if (app === "portal" && drives)
      throw new EventError(
        "UnauthorizedException",
        "Drivers sign in to the driver app: open /drive on your phone and sign in there.",
        [{ path: "app", problem: "useDriverApp" }],
      );
    throw new EventError(
      "UnauthorizedException",
      `This account has no company role that may use the ${app === "drive" ? "driver app" : "portal"}.`,
    );
  }
  if (wanted && !usable.some((m) => m.company_id === wanted)) {
    throw new EventError("UnauthorizedException", "You are not a member of the company you asked for.");
  }
  const chosen = usable.find((m) => m.company_id === wanted) ?? usable[0]!;
  const companyRows = await db
    .selectFrom("companies")
    .selectAll()
    .where(
      "id",
      "in",
      usable.map((m) => m.company_id),
    )
    .execute();
  const companies: Record<string, Company> = {};
  for (const row of companyRows) companies[row.id] = companyFromRow(row);
  const company = companies[chosen.company_id]!;
  return {
    payload: { user: userFromRow(user), company, employee: employeeFromRow(chosen), companies },
    info: {
      userId,
      companyId: chosen.company_id,
      roles: chosen.roles as RoleName[],
      features: company.features as FeatureName[],
    },
  };
}
