// Inspection schedules of the session's company (schema/schedules.json): list, read (own or template), edit, copy a
// template, assign to vehicles. Every query is scoped by company; a template is read-only and another company's
// schedule reads exactly like one that does not exist.
import { sql } from "kysely";

import type { Vehicle } from "../../../shared/generated/vehicles";
import { atomically } from "../../ws/atomically";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { vehicleFromRow } from "../vehicles/index";
import { loadSchedule, scheduleNotFound, scheduleSummaries } from "./load";
import { writeScheduleQuestions } from "./save";

type ScheduleHandlers = Pick<
  Handlers,
  | "ScheduleListRequestEvent"
  | "ScheduleGetRequestEvent"
  | "ScheduleSaveRequestEvent"
  | "ScheduleCopyFromTemplateRequestEvent"
  | "ScheduleAssignRequestEvent"
>;

async function announceSchedule(context: HandlerContext, companyId: string, id: string): Promise<void> {
  const summary = (await scheduleSummaries(context.db, companyId, companyId))[id];
  if (summary) context.changes.announce(companyId, "SchedulesChangedNotification", { [id]: summary }, true);
}

export const scheduleHandlers: ScheduleHandlers = {
  async ScheduleListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const items = await scheduleSummaries(context.db, companyId, companyId);
    return {
      count: Object.keys(items).length,
      items,
      ...(payload.includeTemplates ? { templates: await scheduleSummaries(context.db, null, companyId) } : {}),
    };
  },

  async ScheduleGetRequestEvent(payload, context) {
    return loadSchedule(context.db, context.session.companyId, payload.id);
  },

  ScheduleSaveRequestEvent: (payload, context) =>
    atomically(context, async (context) => {
      const companyId = context.session.companyId;
      const userId = context.session.userId;
      const { name, description = "", declaration = "", number = "" } = payload.schedule;
      const header = {
        name: name.trim(),
        description,
        declaration,
        number,
        modified_by: userId,
        modified_date: context.clock.date(),
      };
      let id = payload.id;
      if (id === undefined) {
        id = (
          await context.db
            .insertInto("vehicle_schedules")
            .values({
              ...header,
              company_id: companyId,
              template_key: null,
              template_id: null,
              source: null,
              created_by: userId,
              time_zone: null,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        // Templates (company_id NULL) and other companies' schedules are not this company's to change.
        const row = await context.db
          .updateTable("vehicle_schedules")
          .set(header)
          .where("id", "=", id)
          .where("company_id", "=", companyId)
          .where("state", "=", "active")
          .returning("id")
          .executeTakeFirst();
        if (!row) throw scheduleNotFound(id);
      }
      await writeScheduleQuestions(context.db, id, payload.schedule, userId, context.clock.date());
      const schedule = await loadSchedule(context.db, companyId, id);
      await announceSchedule(context, companyId, schedule.id);
      return schedule;
    }),

  ScheduleCopyFromTemplateRequestEvent: (payload, context) =>
    atomically(context, async (context) => {
      const companyId = context.session.companyId;
      const userId = context.session.userId;
      const source = await loadSchedule(context.db, companyId, payload.sourceId);
      // A copy made on request is a schedule of its own: the (company, template_key) pair stays the automatic copy's.
      const copy = await context.db
        .insertInto("vehicle_schedules")
        .values({
          company_id: companyId,
          template_key: null,
          template_id: source.isTemplate ? source.id : (source.templateId ?? null),
          name: payload.name?.trim() || source.name,
          description: source.description,
          declaration: source.declaration,
          number: source.number,
          source: null,
          created_by: userId,
          modified_by: userId,
          time_zone: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await sql`
        insert into vehicle_schedule_questions (schedule_id, part, value, type, copied_from, created_by, modified_by)
        select ${copy.id}::text, part, value, type, id, ${userId}::text, ${userId}::text
        from vehicle_schedule_questions where schedule_id = ${source.id} and state = 'active' order by part`.execute(
        context.db,
      );
      await sql`
        insert into vehicle_schedule_question_options (question_id, name, value, position, category, type, "index", notes, copied_from, created_by, modified_by)
        select q.id, o.name, o.value, o.position, o.category, o.type, o."index", o.notes, o.id, ${userId}::text, ${userId}::text
        from vehicle_schedule_question_options o
        join vehicle_schedule_questions q on q.copied_from = o.question_id
        where q.schedule_id = ${copy.id} and o.state = 'active'
        order by q.part, o.position, o."index"`.execute(context.db);
      const schedule = await loadSchedule(context.db, companyId, copy.id);
      await announceSchedule(context, companyId, schedule.id);
      return schedule;
    }),

  async ScheduleAssignRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    // scheduleId and vehicleIds are schema links (x-references): the dispatcher checked they are the company's.
    const rows = await context.db
      .updateTable("vehicles")
      .set({
        schedule_id: payload.scheduleId,
        modified_by: context.session.userId,
        modified_date: context.clock.date(),
      })
      .where("company_id", "=", companyId)
      .where("id", "in", payload.vehicleIds)
      .returningAll()
      .execute();
    const vehicles: Record<string, Vehicle> = Object.fromEntries(rows.map((row) => [row.id, vehicleFromRow(row)]));
    if (rows.length > 0) context.changes.announce(companyId, "VehiclesChangedNotification", vehicles, false);
    await announceSchedule(context, companyId, payload.scheduleId);
    return { scheduleId: payload.scheduleId, assigned: rows.length };
  },
};
