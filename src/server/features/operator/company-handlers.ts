// The operator's company events (schema/operator.json): every company listed, one company read and changed by its id,
// its API key rotated, its billing display, and a new company created with its owner. Administrator-only by the
// schema's access, enforced by the dispatcher; every write appends an audit entry in its own transaction.
import { randomBytes } from "node:crypto";

import type { FeatureName } from "../../../shared/generated/common";
import type { AdminCompanyListColumns, AdminFeatureChoice } from "../../../shared/generated/operator";
import { countryOfJurisdiction } from "../../../shared/jurisdictions";
import {
  featureChoiceProblems,
  newCompanyProblems,
  priceExceptions,
  type Problems,
} from "../../../shared/rules/admin-companies";
import { priceBasis } from "../../../shared/rules/billing/index";
import { AUDIT_SCOPE } from "../../audit-log";
import { recordAdminAudit } from "../../audit-log";
import { listWindow } from "../../lists/list-window";
import { atomically } from "../../ws/atomically";
import { CLOSE_SIGNED_OUT } from "../../ws/close-codes";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import {
  createCompanyWithOwner,
  emailTaken,
  websiteTaken,
  featuresForSignUp,
  normalizeWebsite,
} from "../accounts/index";
import { billingDisplayOf } from "../billing/index";
import { announceCompany, adminColumns } from "../company/index";
import { auditSnapshot, loadAdminCompany, maskedKey } from "./company-details";
import { ALL_COMPANY_LIST_FIELDS, COMPANY_LIST_FIELDS, companyListSpec } from "./company-list-spec";
import { queueOwnerWelcome } from "./owner-mail";

type AdminCompanyHandlers = Pick<
  Handlers,
  | "AdminCompanyListRequestEvent"
  | "AdminCompanyGetRequestEvent"
  | "AdminCompanySaveRequestEvent"
  | "AdminCompanyApiKeyRotateRequestEvent"
  | "AdminCompanyBillingRequestEvent"
  | "AdminCompanyCreateRequestEvent"
  | "AdminFeatureCatalogueRequestEvent"
>;

const notFound = (companyId: string) => new EventError("NotFound", `No company ${companyId}.`);

function refuse(problems: Problems): void {
  const list = Object.entries(problems).map(([path, problem]) => ({ path, problem }));
  if (list.length > 0)
    throw new EventError("ValidationFailed", list.map((p) => `${p.path}: ${p.problem}`).join("; "), list);
}

/** The catalogue's price of each feature, for keeping only a company's exceptions. */
async function listPrices(context: HandlerContext): Promise<(name: string) => number | undefined> {
  const rows = await context.db.selectFrom("features").select(["name", "price_cents"]).execute();
  const prices = new Map(rows.map((r) => [r.name, r.price_cents]));
  return (name) => prices.get(name);
}

/** After the write's commit: the lists see it. */
function changed(context: HandlerContext, companyId: string, membership: boolean): void {
  context.afterReply(() => {
    if (membership) context.versions.membershipChanged(companyId);
    else context.versions.contentChanged(companyId);
    context.versions.membershipChanged(AUDIT_SCOPE);
  });
}

/**
 * Signs everyone out of a company the operator made inactive (nobody may sign in to it,
 * docs/operator.md "Companies").
 */
async function endCompanySessions(context: HandlerContext, companyId: string): Promise<void> {
  const revoked = await context.db
    .updateTable("sessions")
    .set({ revoked_at: context.clock.date() })
    .where("company_id", "=", companyId)
    .where("revoked_at", "is", null)
    .returning("id")
    .execute();
  if (revoked.length > 0)
    context.afterReply(() =>
      context.sockets.revokeSessions(
        revoked.map((r) => r.id),
        CLOSE_SIGNED_OUT,
        "company made inactive",
      ),
    );
}

export const adminCompanyHandlers: AdminCompanyHandlers = {
  async AdminCompanyListRequestEvent(payload, context) {
    const spec = companyListSpec(context.db, payload.filter, payload.sort);
    return listWindow<AdminCompanyListColumns>(
      context.lists,
      spec,
      COMPANY_LIST_FIELDS,
      ALL_COMPANY_LIST_FIELDS,
      payload,
    );
  },

  async AdminCompanyGetRequestEvent(payload, context) {
    const details = await loadAdminCompany(context.db, payload.companyId);
    if (!details) throw notFound(payload.companyId);
    return details;
  },

  async AdminCompanySaveRequestEvent(payload, outer) {
    if (payload.features) refuse(featureChoiceProblems(payload.features));
    const actorId = outer.session.userId;
    const saved = await atomically(outer, async (context) => {
      // The row stays locked until commit, so before and after are exactly this write's.
      const before = await loadAdminCompany(context.db, payload.companyId, true);
      if (!before) throw notFound(payload.companyId);
      const features = payload.features ? await featureColumns(context, payload.features) : {};
      // The API key changes by rotation only (AdminCompanyApiKeyRotateRequestEvent): this form never clears it.
      const { api_key: _keptKey, ...admin } = payload.admin ? adminColumns(payload.admin) : { api_key: null };
      await context.db
        .updateTable("companies")
        .set({
          ...admin,
          ...features,
          ...(payload.state ? { state: payload.state } : {}),
          modified_by: actorId,
          modified_date: context.clock.date(),
        })
        .where("id", "=", payload.companyId)
        .execute();
      if (payload.state === "inactive" && before.state !== "inactive")
        await endCompanySessions(context, payload.companyId);
      const after = (await loadAdminCompany(context.db, payload.companyId))!;
      await recordAdminAudit(context.db, {
        actorId,
        companyId: payload.companyId,
        event: "AdminCompanySaveRequestEvent",
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
      changed(context, payload.companyId, before.state !== after.state);
      return after;
    });
    // Committed (or, in a command, held by the change feed until the commit): the company's open sessions take its
    // features at once — their menus, and the dispatcher's feature checks (company/company-changes.ts).
    announceCompany(outer, saved.company);
    return saved;
  },

  async AdminCompanyApiKeyRotateRequestEvent(payload, outer) {
    const actorId = outer.session.userId;
    return atomically(outer, async (context) => {
      const row = await context.db
        .selectFrom("companies")
        .select(["id", "api_key"])
        .where("id", "=", payload.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(payload.companyId);
      // 32 random bytes: a key nobody guesses; the prefix tells support staff what kind of secret they hold.
      const apiKey = `fpk_${randomBytes(32).toString("base64url")}`;
      await context.db
        .updateTable("companies")
        .set({ api_key: apiKey, modified_by: actorId, modified_date: context.clock.date() })
        .where("id", "=", payload.companyId)
        .execute();
      await recordAdminAudit(context.db, {
        actorId,
        companyId: payload.companyId,
        event: "AdminCompanyApiKeyRotateRequestEvent",
        before: { apiKey: maskedKey(row.api_key ?? undefined) ?? null },
        after: { apiKey: maskedKey(apiKey) },
      });
      changed(context, payload.companyId, false);
      return { companyId: payload.companyId, apiKey };
    });
  },

  async AdminCompanyBillingRequestEvent(payload, context) {
    const display = await billingDisplayOf(context.db, payload.companyId, context.clock.now());
    if (!display) throw notFound(payload.companyId);
    return display;
  },

  async AdminFeatureCatalogueRequestEvent(_payload, context) {
    const rows = await context.db
      .selectFrom("features")
      .select(["name", "display_name", "price_cents"])
      .orderBy("name")
      .execute();
    // A new company starts as a sign-up with inspections does (features/accounts/sign-up-rules.ts).
    const starting = new Set<string>(
      featuresForSignUp({ featureCheckIn: false, featureHoursOfService: false, featureInspection: true }),
    );
    return {
      features: rows.map((f) => ({
        name: f.name as FeatureName,
        displayName: f.display_name,
        on: starting.has(f.name),
        priceCents: f.price_cents,
        listPriceCents: f.price_cents,
        basis: priceBasis(f.name as FeatureName),
      })),
    };
  },

  async AdminCompanyCreateRequestEvent(payload, outer) {
    refuse(newCompanyProblems(payload));
    const actorId = outer.session.userId;
    const email = payload.owner.email.trim();
    const website = normalizeWebsite(payload.company.website);
    const jurisdiction = payload.company.jurisdiction.toUpperCase();
    const created = await atomically(outer, async (context) => {
      if (await emailTaken(context.db, email))
        throw new EventError(
          "EmailExists",
          `${email} already has an account; ask the company's owner to invite them instead.`,
          [{ path: "owner.email", problem: "emailExists" }],
        );
      if (await websiteTaken(context.db, website))
        throw new EventError("CompanyExists", `${website} is another company's website.`, [
          { path: "company.website", problem: "companyExists" },
        ]);
      const prices = priceExceptions(payload.features, await listPrices(context));
      const text = (value: string | undefined) => (value === undefined || value.trim() === "" ? null : value.trim());
      const company = {
        name: payload.company.name.trim(),
        website: website ?? null,
        email: text(payload.company.email) ?? email,
        phone: text(payload.company.phone) ?? text(payload.owner.phone),
        city: text(payload.company.city),
        jurisdiction,
        country: countryOfJurisdiction(jurisdiction) ?? null,
        features: payload.features.map((f) => f.name),
        billingPeriod: payload.billingPeriod,
        discount: payload.discount,
        featurePrices: prices,
      };
      const owner = {
        email,
        first: payload.owner.first.trim(),
        last: payload.owner.last.trim(),
        phone: text(payload.owner.phone),
        locale: payload.owner.locale ?? null,
        passwordHash: null,
      };
      const ids = await createCompanyWithOwner(context.db, company, owner, actorId, context.clock.now());
      await queueOwnerWelcome(
        context.db,
        context.config,
        { userId: ids.userId, email, first: owner.first, locale: owner.locale },
        company.name,
        actorId,
        context.clock.now(),
      );
      const after = (await loadAdminCompany(context.db, ids.companyId))!;
      await recordAdminAudit(context.db, {
        actorId,
        companyId: ids.companyId,
        event: "AdminCompanyCreateRequestEvent",
        before: null,
        after: { name: company.name, owner: email, ...auditSnapshot(after) },
      });
      changed(context, ids.companyId, true);
      context.afterReply(() => void context.mail.kick());
      return ids;
    });
    return { companyId: created.companyId, ownerId: created.userId };
  },
};

/** The features column and the company's price exceptions for a features list that replaces the company's whole. */
async function featureColumns(context: HandlerContext, features: readonly AdminFeatureChoice[]) {
  const prices = priceExceptions(features, await listPrices(context));
  return { features: features.map((f) => f.name), feature_prices: JSON.stringify(prices) };
}
