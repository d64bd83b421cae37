// Lost password, reset link and password change (docs/accounts.md "Rules"). A reset
// link carries a random token of which only the SHA-256 is stored; it works once and for RESET_TTL_MINUTES.
import { randomBytes } from "node:crypto";

import { sql } from "kysely";

import type { RoleName } from "../../../shared/generated/common";
import { enqueueMail } from "../../mail/outbox";
import { portalUrl } from "../../mail/templates/links";
import { passwordResetMail } from "../../mail/templates/password-reset";
import { hashPassword, verifyPassword } from "../../passwords";
import { hashToken } from "../../tokens";
import { CLOSE_SIGNED_OUT } from "../../ws/close-codes";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { clearFailures, datedFailure, takeAttempt } from "./backoff";

type RecoveryHandlers = Pick<
  Handlers,
  | "CredentialsLostRequestEvent"
  | "CredentialsResetCheckRequestEvent"
  | "CredentialsResetRequestEvent"
  | "UserPasswordChangeRequestEvent"
>;

export const RESET_TTL_MINUTES = 60;
/** At most this many live links per user; more requests are answered alike but mail nothing (no mail bombing). */
const MAX_LIVE_LINKS = 3;
/** Roles that may reset an employee's password (docs/accounts.md "Who may do what"). */
const RESETTING_ROLES: readonly RoleName[] = ["owner", "manager", "administrator"];

export const recoveryHandlers: RecoveryHandlers = {
  async CredentialsLostRequestEvent(payload, context) {
    const email = payload.email.trim().toLowerCase();
    let requestedBy: { id: string; name: string } | undefined;
    if (payload.companyManagerReset) {
      const session = context.session;
      if (!session || session.companyId === null)
        throw new EventError(
          "UnauthorizedException",
          "Sign in as the company's owner or manager to reset an employee's password.",
        );
      const company = payload.forCompany ?? session.companyId;
      // The company comes from the session, never from the request alone: a foreign company id is refused.
      if (company !== session.companyId)
        throw new EventError(
          "UnauthorizedException",
          "You can reset passwords only in the company you are working in.",
        );
      if (!session.roles.some((role) => RESETTING_ROLES.includes(role)))
        throw new EventError("UnauthorizedException", "Only owners and managers can reset an employee's password.");
      const employee = await context.db
        .selectFrom("employees")
        .innerJoin("users", "users.id", "employees.user_id")
        .select("users.id")
        .where("employees.company_id", "=", company)
        .where(sql`lower(users.email)`, "=", email)
        .executeTakeFirst();
      if (!employee) throw new EventError("NotFound", "No employee of your company has that email address.");
      const manager = await context.db
        .selectFrom("users")
        .select(["first", "last"])
        .where("id", "=", session.userId)
        .executeTakeFirstOrThrow();
      requestedBy = { id: session.userId, name: `${manager.first} ${manager.last}` };
    }
    const user = await context.db
      .selectFrom("users")
      .select(["id", "email", "first", "locale", "state"])
      .where(sql`lower(email)`, "=", email)
      .executeTakeFirst();
    // The same answer whether or not the email has an account, so the form does not reveal who is a customer.
    if (!user || user.state === "deleted") return {};
    const live = await context.db
      .selectFrom("password_resets")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", context.clock.date())
      .executeTakeFirstOrThrow();
    if (live.n >= MAX_LIVE_LINKS) {
      if (requestedBy)
        throw new EventError(
          "TooManyAttempts",
          "Several reset links were sent in the last hour; ask the employee to use one of them.",
        );
      return {};
    }
    const token = randomBytes(32).toString("base64url");
    await context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("password_resets")
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          requested_by: requestedBy?.id ?? null,
          expires_at: new Date(context.clock.now() + RESET_TTL_MINUTES * 60_000),
          used_at: null,
        })
        .execute();
      const mail = passwordResetMail(user.locale ?? payload.locale, {
        first: user.first,
        url: portalUrl(context.config, `/recovery/${token}`),
        minutes: RESET_TTL_MINUTES,
        byManager: requestedBy?.name,
      });
      await enqueueMail(trx, { to: user.email, ...mail });
    });
    void context.mail.kick();
    return {};
  },

  // The page asks first, so a spent link says so instead of showing a form that can only fail (docs/accounts.md
  // "Lost password and reset links"). Used and run out are told apart: either way the answer is to ask for a new link.
  async CredentialsResetCheckRequestEvent(payload, context) {
    const row = await context.db
      .selectFrom("password_resets")
      .select(["used_at", "expires_at"])
      .where("token_hash", "=", hashToken(payload.token))
      .executeTakeFirst();
    if (row?.used_at)
      throw new EventError("LinkExpired", "This link has been used already: each link sets a password once.", [
        { path: "token", problem: "used" },
      ]);
    if (!row || row.expires_at.getTime() <= context.clock.now())
      throw new EventError("LinkExpired", "This link has expired: links work for a limited time.", [
        { path: "token", problem: "expired" },
      ]);
    return {};
  },

  async CredentialsResetRequestEvent(payload, context) {
    const spent = new EventError(
      "LinkExpired",
      "Reset links work once and for an hour. Ask for a new one on the lost-password page.",
    );
    const row = await context.db
      .selectFrom("password_resets")
      .selectAll()
      .where("token_hash", "=", hashToken(payload.token))
      .executeTakeFirst();
    const now = context.clock.date();
    if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) throw spent;
    const passwordHash = await hashPassword(payload.password);
    const sessionIds = await context.db.transaction().execute(async (trx) => {
      // Claimed with a condition, so two requests racing with one link cannot both succeed.
      const claimed = await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("id", "=", row.id)
        .where("used_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!claimed) throw spent;
      // Every other link of this user is spent too, and every session ends: whoever knew the old password is out.
      await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("user_id", "=", row.user_id)
        .where("used_at", "is", null)
        .execute();
      const user = await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, modified_date: now })
        .where("id", "=", row.user_id)
        .returning("email")
        .executeTakeFirstOrThrow();
      await clearFailures(trx, user.email.toLowerCase());
      // An invitation's link is a reset link (features/users/handlers.ts): choosing the password accepts it.
      await trx
        .updateTable("employees")
        .set({ state: "active", modified_date: now })
        .where("user_id", "=", row.user_id)
        .where("state", "=", "invited")
        .execute();
      const revoked = await trx
        .updateTable("sessions")
        .set({ revoked_at: now })
        .where("user_id", "=", row.user_id)
        .where("revoked_at", "is", null)
        .returning("id")
        .execute();
      return revoked.map((r) => r.id);
    });
    // At once, not after the reply: a revoked session must not serve one more request on any socket.
    context.sockets.revokeSessions(sessionIds, CLOSE_SIGNED_OUT, "password reset");
    return {};
  },

  async UserPasswordChangeRequestEvent(payload, context) {
    const session = context.session;
    const user = await context.db
      .selectFrom("users")
      .select(["email", "password_hash"])
      .where("id", "=", session.userId)
      .executeTakeFirstOrThrow();
    const key = `change:${session.userId}`;
    const now = context.clock.date();
    // Counted before the password is checked, atomically, as a sign-in is (backoff.ts takeAttempt).
    const wait = await takeAttempt(context.db, key, now);
    if (wait > 0)
      throw new EventError(
        "TooManyAttempts",
        `Too many wrong passwords. Try again in ${Math.ceil(wait / 1000)} seconds.`,
      );
    if (!user.password_hash || !(await verifyPassword(user.password_hash, payload.currentPassword))) {
      await datedFailure(context.db, key, context.clock.date());
      throw new EventError("WrongPassword", "Type the password you signed in with.");
    }
    await clearFailures(context.db, key);
    const passwordHash = await hashPassword(payload.newPassword);
    const others = await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, modified_date: now })
        .where("id", "=", session.userId)
        .execute();
      // Other sessions (other browsers) end; this one stays signed in.
      const revoked = await trx
        .updateTable("sessions")
        .set({ revoked_at: now })
        .where("user_id", "=", session.userId)
        .where("id", "<>", session.sessionId)
        .where("revoked_at", "is", null)
        .returning("id")
        .execute();
      return revoked.map((r) => r.id);
    });
    context.sockets.revokeSessions(others, CLOSE_SIGNED_OUT, "password changed");
    return {};
  },
};
