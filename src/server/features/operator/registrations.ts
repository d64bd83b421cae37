// Registrations as the operator sees them (docs/operator.md "Registrations": an answer within 24 hours;
// /portal/admin/register, /registration/list). A sign-up is stored as a registration and mailed its /verify link
// (features/accounts); until the applicant follows it, or an administrator decides, it is waiting. Approving
// creates the company and its owner and mails the owner a set-password link; rejecting mails the reason and kills the
// link.
//
// Exactly one outcome per registration: approve, reject and /verify each claim the row with one conditional update
// (`completed_at is null and decision is null`). On PostgreSQL a second claimant waits on the first one's row lock
// and then finds nothing to claim; it answers from the row as the winner left it, so approving twice — even at the
// same moment — creates one company and answers the same registration both times.
import { sql, type Kysely, type Selectable } from "kysely";

import type { SignUpRequest } from "../../../shared/generated/accounts";
import type { FeatureName } from "../../../shared/generated/common";
import type { AdminRegistration, AdminRegistrationListFilter } from "../../../shared/generated/operator";
import { countryOfJurisdiction } from "../../../shared/jurisdictions";
import { recordAdminAudit } from "../../audit-log";
import type { Database, RegistrationsTable } from "../../db/tables";
import { likePattern } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";
import { enqueueMail } from "../../mail/outbox";
import { registrationDeclinedMail } from "../../mail/templates/company-welcome";
import { portalUrl } from "../../mail/templates/links";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { createCompanyWithOwner, emailTaken, websiteTaken, featuresForSignUp } from "../accounts/index";
import { queueOwnerWelcome } from "./owner-mail";

type StoredFields = Omit<SignUpRequest, "altcha">;

/** The registration list's own scope in ScopeVersions: a decision bumps it. */
export const REGISTRATIONS_SCOPE = "admin:registrations";
/** New sign-ups do not bump the scope (any server process may take them): the list's cache lives this long at most. */
const SIGN_UP_LAG_MS = 2000;

/** The registration row with what the list shows, as a derived table the windowed list can sort and seek on. */
function registrationsWithStatus(db: Kysely<Database>) {
  return db
    .selectFrom("registrations as r")
    .select([
      "r.id",
      "r.created_date",
      "r.email",
      "r.company_website",
      "r.fields",
      "r.locale",
      "r.completed_at",
      "r.decision",
      "r.decided_at",
      "r.reject_reason",
      "r.company_id",
      sql<string>`case when r.decision is not null then r.decision when r.completed_at is not null then 'verified' else 'waiting' end`.as(
        "status",
      ),
      sql<string>`lower(r.email || ' ' || coalesce(r.fields->>'companyName', ''))`.as("search_text"),
      sql<string | null>`(select u.first || ' ' || u.last from users u where u.id = r.decided_by)`.as(
        "decided_by_name",
      ),
    ]);
}

export type RegistrationRow = Pick<
  Selectable<RegistrationsTable>,
  | "id"
  | "created_date"
  | "email"
  | "company_website"
  | "fields"
  | "locale"
  | "completed_at"
  | "decision"
  | "decided_at"
  | "reject_reason"
  | "company_id"
> & {
  status: string;
  decided_by_name: string | null;
};

export function registrationListSpec(
  db: Kysely<Database>,
  filter: AdminRegistrationListFilter,
  direction: "asc" | "desc",
  nowMs: number,
): WindowSpec {
  const status = filter.status ?? "any";
  const search = (filter.search ?? "").trim().toLowerCase();
  const filtered = () => {
    let query = db.selectFrom(registrationsWithStatus(db).as("admin_registrations"));
    if (status !== "any") query = query.where("status", "=", status);
    if (search !== "") query = query.where("search_text", "like", likePattern(search));
    return query;
  };
  const bucket = Math.floor(nowMs / SIGN_UP_LAG_MS);
  return {
    scope: REGISTRATIONS_SCOPE,
    cacheKey: JSON.stringify(["admin-registrations", status, search, direction, bucket]),
    countKey: JSON.stringify(["admin-registrations", status, search, bucket]),
    filtered,
    sortColumn: "created_date",
    direction,
    countDependsOnContent: true,
  };
}

export const REGISTRATION_COLUMNS = [
  "id",
  "created_date",
  "email",
  "company_website",
  "fields",
  "locale",
  "completed_at",
  "decision",
  "decided_at",
  "reject_reason",
  "company_id",
  "status",
  "decided_by_name",
] as const;

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() !== ""
    ? { ok: true as const, value: value.slice(0, max) }
    : { ok: false as const };
const optionalText = <K extends string>(key: K, value: unknown, max: number) => {
  const t = text(value, max);
  return t.ok ? ({ [key]: t.value } as Record<K, string>) : {};
};

export function registrationFromRow(row: RegistrationRow): AdminRegistration {
  const fields = (row.fields ?? {}) as Partial<StoredFields>;
  const status = (["waiting", "verified", "approved", "rejected"] as const).find((s) => s === row.status) ?? "waiting";
  return {
    id: row.id,
    createdDate: row.created_date.getTime(),
    status,
    email: row.email,
    first: String(fields.userFirst ?? "").slice(0, 100),
    last: String(fields.userLast ?? "").slice(0, 100),
    companyName: String(fields.companyName ?? "").slice(0, 200),
    features: featuresForSignUp({
      featureCheckIn: !!fields.featureCheckIn,
      featureHoursOfService: !!fields.featureHoursOfService,
      featureInspection: !!fields.featureInspection,
    }),
    locale: row.locale,
    ...optionalText("phone", fields.userPhone, 40),
    ...optionalText("companyWebsite", row.company_website, 200),
    ...optionalText("city", fields.companyCity, 100),
    ...optionalText("province", fields.companyProvince, 60),
    ...optionalText("role", fields.companyRole, 100),
    ...optionalText("fleetSize", fields.fleetSize, 20),
    ...optionalText("heardAbout", fields.ads, 40),
    ...optionalText("other", fields.other, 1000),
    ...optionalText("code", fields.code, 40),
    ...(row.decided_at
      ? { decidedDate: row.decided_at.getTime() }
      : status === "verified" && row.completed_at
        ? { decidedDate: row.completed_at.getTime() }
        : {}),
    ...optionalText("decidedBy", row.decided_by_name, 200),
    ...optionalText("rejectReason", row.reject_reason, 1000),
    ...(row.company_id ? { companyId: row.company_id } : {}),
  };
}

async function loadRegistration(db: Kysely<Database>, registrationId: string): Promise<AdminRegistration | undefined> {
  const row = await db
    .selectFrom(registrationsWithStatus(db).as("admin_registrations"))
    .select([...REGISTRATION_COLUMNS])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  return row ? registrationFromRow(row as RegistrationRow) : undefined;
}

const notFound = (id: string) => new EventError("NotFound", `No registration ${id}.`);

/** After the reply (after a command's commit): the lists see the change, the mail goes out. */
function afterDecision(context: CompanyContext, companyId: string | undefined): void {
  context.afterReply(() => {
    context.versions.membershipChanged(REGISTRATIONS_SCOPE);
    if (companyId) context.versions.membershipChanged(companyId);
    void context.mail.kick();
  });
}

export async function approveRegistration(outer: CompanyContext, registrationId: string): Promise<AdminRegistration> {
  const actorId = outer.session.userId;
  return atomically(outer, async (context) => {
    const db = context.db;
    const claimed = await db
      .updateTable("registrations")
      .set({
        completed_at: context.clock.date(),
        decision: "approved",
        decided_by: actorId,
        decided_at: context.clock.date(),
      })
      .where("id", "=", registrationId)
      .where("completed_at", "is", null)
      .where("decision", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      // Decided already — by this approval sent twice, by another administrator, or by the applicant's own link.
      const current = await loadRegistration(db, registrationId);
      if (!current) throw notFound(registrationId);
      if (current.status === "rejected")
        throw new EventError(
          "RegistrationDecided",
          "This registration was rejected; the applicant can register again.",
        );
      return current;
    }
    const fields = claimed.fields as StoredFields;
    // Checked inside the transaction, as /verify does: the email or website may have been taken since sign-up.
    if (await emailTaken(db, claimed.email))
      throw new EventError(
        "EmailExists",
        `${claimed.email} already has an account: reject this registration, or ask the company's owner to invite them.`,
      );
    if (await websiteTaken(db, claimed.company_website ?? undefined))
      throw new EventError("CompanyExists", `${claimed.company_website} is another company's website.`);
    const country = countryOfJurisdiction(fields.companyProvince) ?? null;
    const features: FeatureName[] = featuresForSignUp(fields);
    const created = await createCompanyWithOwner(
      db,
      {
        name: fields.companyName,
        website: claimed.company_website,
        email: claimed.email,
        phone: fields.userPhone,
        city: fields.companyCity,
        jurisdiction: fields.companyProvince,
        country,
        features,
      },
      {
        email: claimed.email,
        first: fields.userFirst,
        last: fields.userLast,
        phone: fields.userPhone,
        locale: claimed.locale,
        passwordHash: null,
      },
      actorId,
      context.clock.now(),
    );
    await db
      .updateTable("registrations")
      .set({ company_id: created.companyId, user_id: created.userId })
      .where("id", "=", registrationId)
      .execute();
    await queueOwnerWelcome(
      db,
      context.config,
      { userId: created.userId, email: claimed.email, first: fields.userFirst, locale: claimed.locale },
      fields.companyName,
      actorId,
      context.clock.now(),
    );
    await recordAdminAudit(db, {
      actorId,
      companyId: created.companyId,
      event: "AdminRegistrationApproveRequestEvent",
      before: { registration: registrationId, status: "waiting" },
      after: {
        registration: registrationId,
        status: "approved",
        company: fields.companyName,
        owner: claimed.email,
        features,
      },
    });
    afterDecision(context, created.companyId);
    return (await loadRegistration(db, registrationId))!;
  });
}

export async function rejectRegistration(
  outer: CompanyContext,
  registrationId: string,
  reason: string,
): Promise<AdminRegistration> {
  const actorId = outer.session.userId;
  const why = reason.trim();
  if (why === "")
    throw new EventError("ValidationFailed", "Give the applicant a reason.", [{ path: "reason", problem: "required" }]);
  return atomically(outer, async (context) => {
    const db = context.db;
    // completed_at too: /verify's own claim (`completed_at is null`) then finds nothing, so a rejected link never
    // creates a company, however close the applicant's click and the rejection come.
    const claimed = await db
      .updateTable("registrations")
      .set({
        completed_at: context.clock.date(),
        decision: "rejected",
        decided_by: actorId,
        decided_at: context.clock.date(),
        reject_reason: why,
      })
      .where("id", "=", registrationId)
      .where("completed_at", "is", null)
      .where("decision", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const current = await loadRegistration(db, registrationId);
      if (!current) throw notFound(registrationId);
      if (current.status !== "rejected")
        throw new EventError(
          "RegistrationDecided",
          current.status === "approved"
            ? "This registration was approved; its company exists."
            : "The applicant confirmed this registration by its link; its company exists.",
        );
      return current;
    }
    const fields = claimed.fields as StoredFields;
    await enqueueMail(db, {
      to: claimed.email,
      ...registrationDeclinedMail(claimed.locale, {
        first: fields.userFirst,
        companyName: fields.companyName,
        reason: why,
        url: portalUrl(context.config, "/register"),
      }),
    });
    await recordAdminAudit(db, {
      actorId,
      companyId: null,
      event: "AdminRegistrationRejectRequestEvent",
      before: { registration: registrationId, status: "waiting" },
      after: {
        registration: registrationId,
        status: "rejected",
        company: fields.companyName,
        applicant: claimed.email,
        reason: why,
      },
    });
    afterDecision(context, undefined);
    return (await loadRegistration(db, registrationId))!;
  });
}
