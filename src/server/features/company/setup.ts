// The getting-started checklist (docs/company.md "Getting started"): what a new company still has to do before its
// fleet runs here — add its vehicles, invite its people, choose its inspection schedules. Each step is read from the
// records themselves, so it ticks whichever screen did the work; only "keep the standard schedules as they are"
// leaves nothing else behind, and is remembered in company_schedules_chosen.
import { sql } from "kysely";

import type { CompanySetup } from "../../../shared/generated/company";
import type { DemoCompany } from "../../seed/domain-seed";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import "./setup-tables";

/** Whether the query finds a row. */
const exists = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

async function companySetup(context: CompanyContext): Promise<CompanySetup> {
  const { companyId, features } = context.session;
  const db = context.db;
  const people = await db
    .selectFrom("employees")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("company_id", "=", companyId)
    .where("state", "in", ["active", "invited"])
    .executeTakeFirstOrThrow();
  const setup: CompanySetup = { people: people.count >= 2 };
  if (features.includes("vehicles") || features.includes("inspections"))
    setup.vehicles = await exists(
      db.selectFrom("vehicles").select("id").where("company_id", "=", companyId).where("deleted", "=", false).limit(1),
    );
  if (features.includes("inspections"))
    setup.schedules =
      (await exists(
        db.selectFrom("company_schedules_chosen").select("company_id").where("company_id", "=", companyId),
      )) ||
      // A unit given a schedule of its own, or a schedule edited since it was made: someone chose.
      (await exists(
        db
          .selectFrom("vehicles")
          .select("id")
          .where("company_id", "=", companyId)
          .where("schedule_id", "is not", null)
          .limit(1),
      )) ||
      (await exists(
        db
          .selectFrom("vehicle_schedules")
          .select("id")
          .where("company_id", "=", companyId)
          .whereRef("modified_date", ">", "created_date")
          .limit(1),
      ));
  return setup;
}

export const companySetupHandlers: Pick<Handlers, "CompanySetupRequestEvent" | "CompanySchedulesChosenRequestEvent"> = {
  CompanySetupRequestEvent: (_payload, context) => companySetup(context),
  async CompanySchedulesChosenRequestEvent(_payload, context) {
    await context.db
      .insertInto("company_schedules_chosen")
      .values({
        company_id: context.session.companyId,
        chosen_at: context.clock.date(),
        chosen_by: context.session.userId,
      })
      .onConflict((oc) => oc.column("company_id").doNothing())
      .execute();
    return companySetup(context);
  },
};

/** The demo company is past its first steps: its schedules were chosen when it was set up. */
export async function seedSchedulesChosen({ trx, companyId, ownerId, nowMs }: DemoCompany): Promise<void> {
  await trx
    .insertInto("company_schedules_chosen")
    .values({ company_id: companyId, chosen_at: new Date(nowMs), chosen_by: ownerId })
    .onConflict((oc) => oc.column("company_id").doNothing())
    .execute();
}
