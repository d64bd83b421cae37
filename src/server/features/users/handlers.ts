// People of the session's company: the windowed list, one person, save, add, invite, remove, restore.
// People are addressed by user id; the employee is always the one in the session's company, so another company's
// user id reads as NotFound and changes nothing. Who may grant which role: src/shared/rules/people.ts.
import { randomBytes } from "node:crypto";

import { sql, type Kysely } from "kysely";

import type { RoleName } from "../../../shared/generated/common";
import type { EmploymentFields, Person, PersonFields, UserListColumns } from "../../../shared/generated/users";
import { canManage, personProblems, ungrantedRoles } from "../../../shared/rules/people";
import type { Database } from "../../db/tables";
import { listWindow } from "../../lists/list-window";
import { enqueueMail } from "../../mail/outbox";
import { addedToCompanyMail, invitationMail } from "../../mail/templates/invitation";
import { portalUrl } from "../../mail/templates/links";
import { hashToken } from "../../tokens";
import { atomically } from "../../ws/atomically";
import { CLOSE_SIGNED_OUT } from "../../ws/close-codes";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { ALL_USER_LIST_FIELDS, USER_LIST_FIELDS, selectUserListColumns } from "./list-fields";
import { userListSpec } from "./list-spec";
import {
  employmentColumns,
  findByEmail,
  loadPeople,
  loadPerson,
  notFound,
  preferencesJson,
  userColumns,
} from "./people";

type UserHandlers = Pick<
  Handlers,
  | "UserListRequestEvent"
  | "UserGetRequestEvent"
  | "UserSaveRequestEvent"
  | "EmployeeAddRequestEvent"
  | "UserInviteRequestEvent"
  | "UserRemoveRequestEvent"
  | "UserRestoreRequestEvent"
>;

/** An invitation link works once and for this long (a reset link: an hour; people read invitations later). */
export const INVITE_TTL_DAYS = 7;

function announce(context: CompanyContext, companyId: string, person: Person, membership: boolean): void {
  context.changes.announce(companyId, "UsersChangedNotification", { [person.user.id]: person }, membership);
}

/** Loads people by user id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export function loadUsersById(db: Kysely<Database>, companyId: string, ids: string[]): Promise<Record<string, Person>> {
  return loadPeople(db, companyId, ids);
}

function validationFailed(problems: { path: string; problem: string }[]): EventError {
  return new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);
}

/** Person and employment checks (docs/users.md "Field checks"), as Error.fields paths under `user.` and `employee.`. */
function checkFields(user: PersonFields, employee: EmploymentFields | undefined): void {
  const problems = Object.entries(personProblems(user)).map(([field, problem]) => ({ path: `user.${field}`, problem }));
  if (employee?.startDate !== undefined && employee.endDate !== undefined && employee.endDate < employee.startDate) {
    problems.push({ path: "employee.endDate", problem: "endBeforeStart" });
  }
  if (problems.length > 0) throw validationFailed(problems);
}

function refuseUngranted(context: CompanyContext, current: readonly string[], wanted: readonly RoleName[]): void {
  const refused = ungrantedRoles(context.session.roles, current, wanted);
  if (refused.length > 0)
    throw new EventError(
      "UnauthorizedException",
      `You cannot grant or take away the role${refused.length > 1 ? "s" : ""} ${refused.join(", ")}.`,
    );
}

/** The person's employee row in the company, and that the session may manage them (their details, file, licence photo). */
export async function manageable(context: CompanyContext, companyId: string, userId: string) {
  const employee = await context.db
    .selectFrom("employees")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!employee) throw notFound(userId);
  if (!canManage(context.session.roles, employee.roles))
    throw new EventError(
      "UnauthorizedException",
      `Only someone who can grant ${employee.roles.join(", ")} can change this person.`,
    );
  return employee;
}

/** Ends the person's sessions in this company (removed, or a role taken away) once the reply is out. */
async function endSessionsInCompany(
  context: CompanyContext,
  companyId: string,
  userId: string,
  reason: string,
): Promise<void> {
  const revoked = await context.db
    .updateTable("sessions")
    .set({ revoked_at: context.clock.date() })
    .where("user_id", "=", userId)
    .where("company_id", "=", companyId)
    .where("revoked_at", "is", null)
    .returning("id")
    .execute();
  // After the reply, i.e. after a command's transaction committed (the sockets must not close on a rollback).
  if (revoked.length > 0)
    context.afterReply(() =>
      context.sockets.revokeSessions(
        revoked.map((r) => r.id),
        CLOSE_SIGNED_OUT,
        reason,
      ),
    );
}

async function companyName(context: CompanyContext, companyId: string): Promise<string> {
  return (await context.db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirstOrThrow())
    .name;
}

async function sessionUserName(context: CompanyContext): Promise<string> {
  const me = await context.db
    .selectFrom("users")
    .select(["first", "last"])
    .where("id", "=", context.session.userId)
    .executeTakeFirstOrThrow();
  return `${me.first} ${me.last}`;
}

/**
 * Adds a person to the company (EmployeeAdd and UserInvite). An email that is already an employee here, in any
 * state, is InviteExists; an account of another company is linked, never duplicated, and keeps its own
 * name and details (they belong to the person, not to the inviting company).
 */
async function addPerson(
  context: CompanyContext,
  user: PersonFields,
  employment: EmploymentFields,
  state: "active" | "invited",
  preferences?: Parameters<typeof preferencesJson>[0],
) {
  const companyId = context.session.companyId;
  const me = context.session.userId;
  checkFields(user, employment);
  refuseUngranted(context, [], employment.roles);
  const existing = await findByEmail(context.db, user.email, companyId);
  if (existing?.employee) throw new EventError("InviteExists", `${user.email.trim()} is already in your company.`);
  let userId = existing?.user.id;
  const hasPassword = existing?.user.password_hash != null;
  if (!userId) {
    const row = await context.db
      .insertInto("users")
      .values({
        ...userColumns(user),
        email: user.email.trim(),
        password_hash: null,
        last_sign_in: null,
        created_by: me,
        modified_by: me,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    userId = row.id;
  }
  await context.db
    .insertInto("employees")
    .values({
      ...employmentColumns(employment),
      user_id: userId,
      company_id: companyId,
      // Someone who can already sign in is simply active in the new company.
      state: hasPassword ? "active" : state,
      preferences: preferencesJson(preferences),
      created_by: me,
      modified_by: me,
      time_zone: null,
    })
    .execute();
  return { companyId, userId, linked: existing !== undefined, hasPassword };
}

export const userHandlers: UserHandlers = {
  async UserListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const spec = userListSpec(context.db, companyId, payload.filter, payload.sort, context.clock.now());
    return listWindow<UserListColumns>(context.lists, spec, USER_LIST_FIELDS, ALL_USER_LIST_FIELDS, payload, {
      select: selectUserListColumns,
      idOf: (row) => row.user_id,
    });
  },

  async UserGetRequestEvent(payload, context) {
    return loadPerson(context.db, context.session.companyId, payload.userId);
  },

  async UserSaveRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    const person = await atomically(outer, async (context) => {
      const me = outer.session.userId;
      const employee = await manageable(context, companyId, payload.userId);
      checkFields(payload.user, payload.employee);
      if (payload.employee) refuseUngranted(context, employee.roles, payload.employee.roles);
      const user = await context.db
        .selectFrom("users")
        .select(["email", "password_hash"])
        .where("id", "=", payload.userId)
        .executeTakeFirstOrThrow();
      const email = payload.user.email.trim();
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        // The email is the sign-in. Changing it for someone who already has a password, or who works for another
        // company too, would let one company take over a person's account (then reset its password).
        const others = await context.db
          .selectFrom("employees")
          .select("id")
          .where("user_id", "=", payload.userId)
          .where("company_id", "<>", companyId)
          .executeTakeFirst();
        if (user.password_hash !== null || others)
          throw validationFailed([{ path: "user.email", problem: "emailLocked" }]);
        const taken = await context.db
          .selectFrom("users")
          .select("id")
          .where(sql`lower(email)`, "=", email.toLowerCase())
          .where("id", "<>", payload.userId)
          .executeTakeFirst();
        if (taken)
          throw new EventError("EmailExists", `${email} already has an account.`, [
            { path: "user.email", problem: "emailExists" },
          ]);
      }
      await context.db
        .updateTable("users")
        .set({ ...userColumns(payload.user), email, modified_by: me, modified_date: context.clock.date() })
        .where("id", "=", payload.userId)
        .execute();
      const lostRole =
        payload.employee !== undefined &&
        employee.roles.some((role) => !payload.employee!.roles.includes(role as RoleName));
      await context.db
        .updateTable("employees")
        .set({
          ...(payload.employee ? employmentColumns(payload.employee) : {}),
          ...(payload.preferences ? { preferences: preferencesJson(payload.preferences, employee.preferences) } : {}),
          modified_by: me,
          modified_date: context.clock.date(),
        })
        .where("id", "=", employee.id)
        .execute();
      // Roles live in the session (authorize reads them there): a role taken away must not outlive this save.
      if (lostRole && payload.userId !== me)
        await endSessionsInCompany(context, companyId, payload.userId, "roles changed");
      return loadPerson(context.db, companyId, payload.userId);
    });
    announce(outer, companyId, person, false);
    return person;
  },

  async EmployeeAddRequestEvent(payload, outer) {
    const person = await atomically(outer, async (context) => {
      const added = await addPerson(context, payload.user, payload.employee, "active", payload.preferences);
      return loadPerson(context.db, added.companyId, added.userId);
    });
    announce(outer, person.employee.companyId, person, true);
    return person;
  },

  async UserInviteRequestEvent(payload, outer) {
    const person = await atomically(outer, async (context) => {
      const added = await addPerson(context, payload.user, payload.employee, "invited");
      if (payload.sendEmail) {
        const user = await context.db
          .selectFrom("users")
          .select(["email", "first", "locale"])
          .where("id", "=", added.userId)
          .executeTakeFirstOrThrow();
        const values = {
          first: user.first,
          company: await companyName(context, added.companyId),
          invitedBy: await sessionUserName(context),
        };
        const locale = user.locale ?? payload.locale;
        if (added.hasPassword) {
          await enqueueMail(context.db, {
            to: user.email,
            ...addedToCompanyMail(locale, { ...values, url: portalUrl(context.config, "/signin") }),
          });
        } else {
          // The set-password page is the reset page (/recovery/{token}, CredentialsResetRequestEvent): one token table,
          // one single-use rule; only the lifetime and the mail differ. Using it turns the invited employee active.
          const token = randomBytes(32).toString("base64url");
          await context.db
            .insertInto("password_resets")
            .values({
              token_hash: hashToken(token),
              user_id: added.userId,
              requested_by: context.session.userId,
              expires_at: new Date(context.clock.now() + INVITE_TTL_DAYS * 86_400_000),
              used_at: null,
            })
            .execute();
          await enqueueMail(context.db, {
            to: user.email,
            ...invitationMail(locale, {
              ...values,
              url: portalUrl(context.config, `/recovery/${token}`),
              days: INVITE_TTL_DAYS,
            }),
          });
        }
        // Sent after the reply, i.e. once the command's transaction committed (the outbox sweeps it otherwise).
        context.afterReply(() => void context.mail.kick());
      }
      return loadPerson(context.db, added.companyId, added.userId);
    });
    announce(outer, person.employee.companyId, person, true);
    return person;
  },

  async UserRemoveRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    const person = await atomically(outer, async (context) => {
      const employee = await manageable(context, companyId, payload.userId);
      if (payload.userId === context.session.userId)
        throw new EventError("UnauthorizedException", "You cannot remove yourself; ask another manager or the owner.");
      if (employee.state !== "inactive") {
        await context.db
          .updateTable("employees")
          .set({
            state: "inactive",
            // Kept for the restore: an active employee without a password yet comes back active, not invited.
            state_before_removal: employee.state === "invited" ? "invited" : "active",
            modified_by: context.session.userId,
            modified_date: context.clock.date(),
          })
          .where("id", "=", employee.id)
          .execute();
        await endSessionsInCompany(context, companyId, payload.userId, "removed from the company");
      }
      return loadPerson(context.db, companyId, payload.userId);
    });
    announce(outer, companyId, person, true);
    return person;
  },

  async UserRestoreRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    const person = await atomically(outer, async (context) => {
      const employee = await manageable(context, companyId, payload.userId);
      if (employee.state === "inactive" || employee.state === "removed" || employee.state === "deleted") {
        const user = await context.db
          .selectFrom("users")
          .select("password_hash")
          .where("id", "=", payload.userId)
          .executeTakeFirstOrThrow();
        // The state they had (docs/users.md "Removing and restoring"); someone who has chosen a password is active in
        // any case. Rows removed before that was kept: invited when they have no password.
        const before = user.password_hash === null ? (employee.state_before_removal ?? "invited") : "active";
        await context.db
          .updateTable("employees")
          .set({
            state: before,
            state_before_removal: null,
            modified_by: context.session.userId,
            modified_date: context.clock.date(),
          })
          .where("id", "=", employee.id)
          .execute();
      }
      return loadPerson(context.db, companyId, payload.userId);
    });
    announce(outer, companyId, person, true);
    return person;
  },
};
