// Sign-up and verification (docs/accounts.md "Rules"). A sign-up carries no password: it is stored as a
// registration and mailed a /verify/{registrationId} link; at that link the new owner chooses a password, and
// only then do the company (with the features chosen at sign-up) and its owner come into being.
import { randomBytes } from "node:crypto";

import { sql, type Kysely, type Transaction } from "kysely";

import type { SignUpRequest } from "../../../shared/generated/accounts";
import { countryOfJurisdiction } from "../../../shared/jurisdictions";
import { isValidEmail, isValidPhone } from "../../../shared/rules/compliance";
import type { Database } from "../../db/tables";
import { enqueueMail } from "../../mail/outbox";
import { portalUrl } from "../../mail/templates/links";
import { registrationMail } from "../../mail/templates/registration";
import { hashPassword } from "../../passwords";
import { hashToken } from "../../tokens";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { checkBotPayload, newChallenge } from "./bot-check";
import { createCompanyWithOwner } from "./create-company";
import { featuresForSignUp, normalizeWebsite } from "./sign-up-rules";

type RegistrationHandlers = Pick<
  Handlers,
  "AltchaChallengeRequestEvent" | "UserSignUpRequestEvent" | "UserVerifyRequestEvent"
>;

/** How long a /verify link works. The sign-up screen promises a reply within 24 hours; a week leaves room after it. */
export const REGISTRATION_TTL_DAYS = 7;

type StoredFields = Omit<SignUpRequest, "altcha">;

export async function emailTaken(db: Kysely<Database> | Transaction<Database>, email: string): Promise<boolean> {
  return !!(await db
    .selectFrom("users")
    .select("id")
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst());
}

export async function websiteTaken(
  db: Kysely<Database> | Transaction<Database>,
  website: string | undefined,
): Promise<boolean> {
  if (!website) return false;
  const normalized = sql<string>`regexp_replace(regexp_replace(regexp_replace(lower(website), '^[a-z]+://', ''), '^www\\.', ''), '/+$', '')`;
  return !!(await db.selectFrom("companies").select("id").where(normalized, "=", website).executeTakeFirst());
}

export const registrationHandlers: RegistrationHandlers = {
  async AltchaChallengeRequestEvent(_payload, context) {
    return newChallenge(context.db, context.clock.now());
  },

  async UserSignUpRequestEvent(payload, context) {
    await checkBotPayload(context.db, payload.altcha, context.clock.now());
    const email = payload.userEmail.trim();
    const problems: string[] = [];
    if (!isValidEmail(email)) problems.push("userEmail: not a valid email address");
    if (!isValidPhone(payload.userPhone)) problems.push("userPhone: needs at least 10 characters without dashes");
    if (!payload.terms) problems.push("terms: the terms must be accepted");
    if (!countryOfJurisdiction(payload.companyProvince))
      problems.push("companyProvince: not a Canadian province or territory or a US state");
    if (problems.length > 0) throw new EventError("ValidationFailed", problems.join("; "));
    if (await emailTaken(context.db, email))
      throw new EventError("EmailExists", "Sign in with that email, or use “Forgot your password?”.");
    const website = normalizeWebsite(payload.companyWebsite);
    if (await websiteTaken(context.db, website))
      throw new EventError("CompanyExists", "Ask the company's owner to invite you instead.");

    const key = randomBytes(32).toString("base64url");
    const { altcha: _spent, ...fields } = payload;
    const stored: StoredFields = { ...fields, userEmail: email, ...(website ? { companyWebsite: website } : {}) };
    await context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("registrations")
        .values({
          key_hash: hashToken(key),
          email,
          company_website: website ?? null,
          fields: JSON.stringify(stored),
          locale: payload.locale ?? "en-CA",
          // The server's clock, not the column's default (the database's now()): the operator's registrations series
          // counts sign-ups by the clock's days (platform-series.ts).
          created_date: context.clock.date(),
          expires_at: new Date(context.clock.now() + REGISTRATION_TTL_DAYS * 24 * 3600_000),
        })
        .execute();
      const mail = registrationMail(payload.locale, {
        first: payload.userFirst,
        companyName: payload.companyName,
        url: portalUrl(context.config, `/verify/${key}`),
        days: REGISTRATION_TTL_DAYS,
      });
      await enqueueMail(trx, { to: email, ...mail });
    });
    void context.mail.kick();
    return { email };
  },

  async UserVerifyRequestEvent(payload, context) {
    const row = await context.db
      .selectFrom("registrations")
      .selectAll()
      .where("key_hash", "=", hashToken(payload.registrationId))
      .executeTakeFirst();
    if (!row) throw new EventError("NotFound", "No registration has this link. Check that the whole link was copied.");
    const fields = row.fields as StoredFields;
    const summary = { email: row.email, first: fields.userFirst, companyName: fields.companyName };
    // The operator declined it (features/operator/registrations.ts): the link works no more.
    if (row.decision === "rejected")
      throw new EventError(
        "LinkExpired",
        "This registration was declined; the reason was mailed to you. Register again or write to us.",
      );
    if (row.completed_at) {
      // Approved by an administrator before the applicant followed this link (docs/operator.md "Registrations"): the
      // owner exists without a password, so this link lets them choose it, once, as the mailed set-password link does.
      const owner = row.user_id
        ? await context.db
            .selectFrom("users")
            .select(["id", "password_hash"])
            .where("id", "=", row.user_id)
            .executeTakeFirst()
        : undefined;
      const choosing = owner !== undefined && owner.password_hash === null && row.decision === "approved";
      if (payload.password === undefined) return { ...summary, verified: !choosing };
      if (!choosing)
        throw new EventError(
          "LinkExpired",
          "This registration is already confirmed. Sign in with its email and password.",
        );
      const passwordHash = await hashPassword(payload.password);
      const now = context.clock.date();
      await context.db.transaction().execute(async (trx) => {
        // Claimed with a condition: a password chosen meanwhile (here or through the mailed link) is kept.
        const set = await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, modified_date: now })
          .where("id", "=", owner.id)
          .where("password_hash", "is", null)
          .returning("id")
          .executeTakeFirst();
        if (!set)
          throw new EventError(
            "LinkExpired",
            "This registration is already confirmed. Sign in with its email and password.",
          );
        // The mailed set-password link is spent too, and the owner row is active: as when that link is used.
        await trx
          .updateTable("password_resets")
          .set({ used_at: now })
          .where("user_id", "=", owner.id)
          .where("used_at", "is", null)
          .execute();
        await trx
          .updateTable("employees")
          .set({ state: "active", modified_date: now })
          .where("user_id", "=", owner.id)
          .where("state", "=", "invited")
          .execute();
      });
      return { ...summary, verified: true };
    }
    const now = context.clock.date();
    if (row.expires_at.getTime() < now.getTime())
      throw new EventError("LinkExpired", "This registration link has expired. Register again.");
    if (payload.password === undefined) return { ...summary, verified: false };

    const passwordHash = await hashPassword(payload.password);
    const created = await context.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: someone may have taken the email or website since sign-up.
      if (await emailTaken(trx, row.email))
        throw new EventError("EmailExists", "Sign in with that email, or use “Forgot your password?”.");
      if (await websiteTaken(trx, row.company_website ?? undefined))
        throw new EventError("CompanyExists", "Ask the company's owner to invite you instead.");
      const claimed = await trx
        .updateTable("registrations")
        .set({ completed_at: now })
        .where("id", "=", row.id)
        .where("completed_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!claimed)
        throw new EventError(
          "LinkExpired",
          "This registration is already confirmed. Sign in with its email and password.",
        );
      const country = countryOfJurisdiction(fields.companyProvince) ?? null;
      const created = await createCompanyWithOwner(
        trx,
        {
          name: fields.companyName,
          website: row.company_website,
          email: row.email,
          phone: fields.userPhone,
          city: fields.companyCity,
          jurisdiction: fields.companyProvince,
          country,
          features: featuresForSignUp(fields),
        },
        {
          email: row.email,
          first: fields.userFirst,
          last: fields.userLast,
          phone: fields.userPhone,
          locale: row.locale,
          passwordHash,
        },
        "registration",
        now.getTime(),
      );
      await trx
        .updateTable("registrations")
        .set({ company_id: created.companyId, user_id: created.userId })
        .where("id", "=", row.id)
        .execute();
      return created;
    });
    // The operator's company list counts the new company at once (features/operator/company-list-spec.ts).
    context.versions.membershipChanged(created.companyId);
    return { ...summary, verified: true };
  },
};
