// Inspections in bulk, for the demo company's two weeks (features/inspections/demo.ts) and for `npm run seed -- --inspections N`
// (10⁶ per company in minutes): rows are prepared in memory — answers in the stored format, one defect row per minor
// or major answer with its final state — and written with multi-row INSERTs under ids reserved from the sequences, so
// defects can name their inspection without a round trip per row. A driver submit goes through the checks and the
// per-row writes of features/inspections/submit.ts instead; both end with the same derived state, which
// refreshFleetState recomputes here once per load (defect types through the same defect-state.ts, "inspected until"
// from each unit's newest inspection).
import { sql, type Insertable, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { TRAILER_CATEGORY_ID } from "../../../shared/rules/vehicles";
import type { Database, VehicleInspectionDefectsTable, VehicleInspectionsTable } from "../../db/tables";
import { between, pick } from "../../seed/generators/random";
import { signaturePicture } from "../../seed/generators/signature-picture";
import { storeFile } from "../files";
import { loadQuestions, scheduleIdForVehicle } from "../schedules";
import { recomputeVehicleDefects } from "./defect-state";
import { signatureFile } from "./file-purposes";
import { encodeAnswers, type StoredAnswer } from "./stored-answers";
import { declarationId } from "./submit";

const HOUR = 3600_000;
/** The Highway Tractor category (src/server/db/vehicle-reference-data.ts). */
const HIGHWAY_TRACTOR_ID = "#23:9";
const DAY = 24 * HOUR;
const BATCH = 1000;
/** Drivers whose signatures are drawn for a generated load; more drivers share them. */
const MAX_SIGNERS = 300;
const LOCATIONS = [
  ["Mississauga ON", 43.589, -79.644],
  ["Toronto ON", 43.653, -79.383],
  ["Brampton ON", 43.731, -79.762],
  ["Hamilton ON", 43.255, -79.871],
  ["London ON", 42.984, -81.245],
  ["Kingston ON", 44.231, -76.486],
  ["Ottawa ON", 45.421, -75.697],
  ["Montréal QC", 45.501, -73.567],
  ["Windsor ON", 42.314, -83.036],
  ["Barrie ON", 44.389, -79.69],
  ["Sudbury ON", 46.49, -80.99],
  ["Winnipeg MB", 49.895, -97.138],
] as const;

interface SeedQuestion {
  id: string;
  part: number;
  value: string;
  minor: { id: string; name: string }[];
  major: { id: string; name: string }[];
}

interface SeedSchedule {
  id: string;
  name: string;
  number: string;
  declarationId: number | null;
  questions: SeedQuestion[];
  /** The stored answers of an inspection with nothing to report: shared by most rows. */
  allOk: string;
}

export interface SeedUnit {
  id: string;
  name: string;
  plate: string;
  odometer: number;
  odometerType: string;
  trailer: boolean;
  /** A highway tractor: it pulls trailers. */
  tractor: boolean;
  schedule: SeedSchedule;
}

export interface SeedPerson {
  id: string;
  name: string;
  signatureFileId: string;
}

export interface SeedFleet {
  companyId: string;
  units: SeedUnit[];
  drivers: SeedPerson[];
  mechanics: SeedPerson[];
}

export interface PlannedDefect {
  part: number;
  unit: SeedUnit;
  severity: "minor" | "major";
  /** How it ended, if it did. */
  fix?: {
    outcome: "repaired" | "no-correction-needed";
    at: number;
    by: SeedPerson;
    note: string;
    acknowledged?: { at: number; by: SeedPerson; inspection?: PlannedInspection };
  };
}

export interface PlannedInspection {
  at: number;
  driver: SeedPerson;
  unit: SeedUnit;
  trailer?: SeedUnit;
  tripType: "pre-trip" | "post-trip" | "enroute";
  location: string;
  coordinates?: { latitude: number; longitude: number };
  odometer?: number;
  defects: PlannedDefect[];
  /** Set by writeInspections: the id the inspection was written under. */
  id?: string;
}

/** The company's units with their schedules, and signers among its people (drivers, and mechanics for repairs). */
export async function loadSeedFleet(db: Kysely<Database>, companyId: string, createdBy: string): Promise<SeedFleet> {
  const schedules = new Map<string, SeedSchedule>();
  const units: SeedUnit[] = [];
  for (const row of await db
    .selectFrom("vehicles")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .orderBy("id")
    .execute()) {
    const scheduleId = await scheduleIdForVehicle(db, companyId, row);
    if (!scheduleId) continue;
    let schedule = schedules.get(scheduleId);
    if (!schedule) {
      const header = await db
        .selectFrom("vehicle_schedules")
        .select(["name", "number", "declaration"])
        .where("id", "=", scheduleId)
        .executeTakeFirstOrThrow();
      const questions = (await loadQuestions(db, scheduleId)).map((q) => ({
        id: q.id,
        part: q.part,
        value: q.value,
        minor: q.options.filter((o) => o.type === "minor").map((o) => ({ id: o.id, name: o.name })),
        major: q.options.filter((o) => o.type === "major").map((o) => ({ id: o.id, name: o.name })),
      }));
      schedule = {
        id: scheduleId,
        name: header.name,
        number: header.number,
        declarationId: await declarationId(db, header.declaration),
        questions,
        allOk: encodeAnswers(
          questions.map((q) => ({ questionId: q.id, option: "ok", defectOptionIds: [], photoIds: [] })),
        ),
      };
      schedules.set(scheduleId, schedule);
    }
    units.push({
      id: row.id,
      name: row.name,
      plate: row.plate,
      odometer: Number(row.odometer) || 0,
      odometerType: row.odometer_type,
      trailer: row.category_id === TRAILER_CATEGORY_ID,
      tractor: row.category_id === HIGHWAY_TRACTOR_ID,
      schedule,
    });
  }
  const people = await db
    .selectFrom("employees")
    .innerJoin("users", "users.id", "employees.user_id")
    .select(["users.id", "users.first", "users.last", "employees.roles"])
    .where("employees.company_id", "=", companyId)
    .where("employees.live", "=", true)
    .orderBy("users.id")
    .limit(20_000)
    .execute();
  const signers = async (rows: typeof people): Promise<SeedPerson[]> => {
    const out: SeedPerson[] = [];
    for (const person of rows.slice(0, MAX_SIGNERS)) {
      const name = fullName(person);
      const signatureFileId = await storeFile(db, {
        companyId,
        contentType: "image/png",
        name: `signature-${person.id.replace(/\W/g, "")}.png`,
        bytes: signaturePicture(name),
        createdBy,
        purpose: signatureFile,
        recordId: person.id,
      });
      out.push({ id: person.id, name, signatureFileId });
    }
    return out;
  };
  const drives = people.filter((p) => p.roles.includes("driver") || p.roles.includes("nc_driver"));
  const fixes = people.filter((p) => p.roles.includes("mechanic"));
  return {
    companyId,
    units,
    drivers: await signers(drives.length > 0 ? drives : people),
    mechanics: await signers(
      fixes.length > 0 ? fixes : people.filter((p) => p.roles.includes("owner") || p.roles.includes("manager")),
    ),
  };
}

async function reserveIds(
  db: Kysely<Database>,
  sequence: string,
  modelClass: number,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const rows = await sql<{
    n: string;
  }>`select nextval(${sequence}::regclass)::text as n from generate_series(1, ${count})`.execute(db);
  return rows.rows.map((r) => `#${modelClass}:${r.n}`);
}

const RANK = { minor: 1, major: 2 } as const;

/** Writes planned inspections (any order) with their defects; sets each plan's id. */
export async function writeInspections(
  db: Kysely<Database>,
  fleet: SeedFleet,
  plans: PlannedInspection[],
  createdBy: string,
): Promise<void> {
  for (let start = 0; start < plans.length; start += BATCH) {
    const batch = plans.slice(start, start + BATCH);
    const ids = await reserveIds(db, "vehicle_inspections_seq", MODEL_CLASSES.VehicleInspection, batch.length);
    const defectCount = batch.reduce((n, p) => n + p.defects.length, 0);
    const defectIds = await reserveIds(
      db,
      "vehicle_inspection_defects_seq",
      MODEL_CLASSES.VehicleInspectionDefect,
      defectCount,
    );
    const inspections: Insertable<VehicleInspectionsTable>[] = [];
    const defects: Insertable<VehicleInspectionDefectsTable>[] = [];
    // Ids first: a repair is acknowledged by a later inspection of the same batch.
    batch.forEach((plan, i) => (plan.id = ids[i]!));
    batch.forEach((plan) => {
      const schedule = plan.unit.schedule;
      const open = plan.defects.filter((d) => !d.fix);
      const answers: StoredAnswer[] | undefined =
        plan.defects.length === 0
          ? undefined
          : schedule.questions.map((q) => ({ questionId: q.id, option: "ok", defectOptionIds: [], photoIds: [] }));
      for (const defect of plan.defects) {
        const question =
          defect.unit.schedule.questions.find((q) => q.part === defect.part) ?? defect.unit.schedule.questions[0]!;
        const options = defect.severity === "major" ? question.major : question.minor;
        const option = options.length > 0 ? options[((plan.at / 1000) % options.length) | 0] : undefined;
        const answer: StoredAnswer = {
          questionId: question.id,
          option: defect.severity,
          defectOptionIds: option ? [option.id] : [],
          ...(option ? {} : { remark: `${defect.severity} defect` }),
          photoIds: [],
          ...(defect.unit.id !== plan.unit.id ? { unitId: defect.unit.id } : {}),
        };
        const index = answers!.findIndex((a) => a.questionId === question.id && a.unitId === answer.unitId);
        if (index >= 0) answers![index] = answer;
        else answers!.push(answer);
        const fix = defect.fix;
        defects.push({
          id: defectIds.shift()!,
          company_id: fleet.companyId,
          inspection_id: plan.id!,
          vehicle_id: defect.unit.id,
          vehicle_name: defect.unit.name,
          question_id: question.id,
          part: question.part,
          question: question.value,
          severity: defect.severity,
          description: option?.name ?? "",
          remark: option ? null : `${defect.severity} defect`,
          reported_at: plan.at,
          reported_by_name: plan.driver.name,
          defect_state: fix ? fix.outcome : "open",
          repaired_by: fix?.by.id ?? null,
          repaired_by_name: fix?.by.name ?? null,
          repaired_at: fix?.at ?? null,
          repair_note: fix?.note ?? null,
          repair_signature_file_id: fix?.by.signatureFileId ?? null,
          acknowledged_by: fix?.acknowledged?.by.id ?? null,
          acknowledged_by_name: fix?.acknowledged?.by.name ?? null,
          acknowledged_at: fix?.acknowledged?.at ?? null,
          acknowledged_inspection_id: fix?.acknowledged?.inspection?.id ?? null,
          created_by: createdBy,
          modified_by: createdBy,
          time_zone: null,
        });
      }
      const found = Math.max(0, ...plan.defects.map((d) => RANK[d.severity]));
      const status = Math.max(0, ...open.map((d) => RANK[d.severity]));
      inspections.push({
        id: plan.id!,
        company_id: fleet.companyId,
        vehicle_id: plan.unit.id,
        vehicle_name: plan.unit.name,
        vehicle_plate: plan.unit.plate,
        trailer_ids: plan.trailer ? [plan.trailer.id] : [],
        trailer_names: plan.trailer?.name ?? "",
        trailers: JSON.stringify(
          plan.trailer
            ? [
                {
                  vehicleId: plan.trailer.id,
                  name: plan.trailer.name,
                  ...(plan.trailer.plate ? { plate: plan.trailer.plate } : {}),
                  attachedAt: plan.at - 15 * 60_000,
                },
              ]
            : [],
        ),
        driver_id: plan.driver.id,
        driver_name: plan.driver.name,
        schedule_id: schedule.id,
        schedule_name: schedule.name,
        schedule_number: schedule.number,
        declaration_id: schedule.declarationId,
        trip_type: plan.tripType,
        inspected_at: plan.at,
        odometer: plan.odometer !== undefined ? String(plan.odometer) : null,
        odometer_type: plan.unit.odometerType,
        hubometer: null,
        plate: null,
        location: plan.location,
        latitude: plan.coordinates?.latitude ?? null,
        longitude: plan.coordinates?.longitude ?? null,
        accuracy_m: plan.coordinates ? 12 : null,
        answers: answers ? encodeAnswers(answers) : schedule.allOk,
        declaration_accepted: true,
        signature_file_id: plan.driver.signatureFileId,
        found_rank: found,
        status_rank: status,
        open_defects: open.length,
        created_by: plan.driver.id,
        modified_by: plan.driver.id,
        time_zone: null,
        created_date: new Date(plan.at),
        modified_date: new Date(Math.max(plan.at, ...plan.defects.map((d) => d.fix?.at ?? 0))),
      });
    });
    await db.insertInto("vehicle_inspections").values(inspections).execute();
    if (defects.length > 0) await db.insertInto("vehicle_inspection_defects").values(defects).execute();
  }
}

/** Units per recomputeVehicleDefects call: its `in (…)` list stays far below PostgreSQL's 65,535 bind parameters. */
const RECOMPUTE_CHUNK = 10_000;

/** Each unit's defect type (from its open defects) and "inspected until" (its newest inspection + 24 h, NSC 13). */
export async function refreshFleetState(db: Kysely<Database>, companyId: string): Promise<void> {
  // Only units that have an open defect or show one: the others already read "none" (a 10⁵ fleet has ~10³ of them,
  // and recomputing each unit costs a round trip).
  const units = await db
    .selectFrom("vehicles")
    .select("id")
    .where("company_id", "=", companyId)
    .where((eb) =>
      eb.or([
        eb("defect_type", "<>", "none"),
        eb(
          "id",
          "in",
          eb
            .selectFrom("vehicle_inspection_defects")
            .select("vehicle_id")
            .where("company_id", "=", companyId)
            .where("defect_state", "=", "open"),
        ),
      ]),
    )
    .execute();
  for (let i = 0; i < units.length; i += RECOMPUTE_CHUNK)
    await recomputeVehicleDefects(
      db,
      companyId,
      units.slice(i, i + RECOMPUTE_CHUNK).map((u) => u.id),
    );
  await sql`
    update vehicles v set inspected_until = newest.at + ${DAY}, last_inspection_id = newest.id
    from (
      select distinct on (unit) unit, id, at from (
        select vehicle_id as unit, id, inspected_at as at from vehicle_inspections where company_id = ${companyId}
        union all
        select unnest(trailer_ids) as unit, id, inspected_at as at from vehicle_inspections where company_id = ${companyId} and trailer_ids <> '{}'
      ) all_units order by unit, at desc, id desc
    ) newest
    where v.id = newest.unit and v.company_id = ${companyId}`.execute(db);
}

/**
 * One generated inspection: a driver on a powered unit (a tractor pulls a trailer seven times in ten), mostly
 * pre-trips, anywhere in the last two years. About 7 % report a minor defect and 1 % a major one (and a few of those
 * a second); defects older than three days were repaired (one in seven needed no correction) and acknowledged.
 */
export function planInspection(
  random: () => number,
  fleet: SeedFleet,
  powered: readonly SeedUnit[],
  trailers: readonly SeedUnit[],
  nowMs: number,
  spanMs = 730 * DAY,
): PlannedInspection {
  const at = nowMs - Math.floor(random() * spanMs);
  const unit = pick(random, powered);
  const trailer = trailers.length > 0 && unit.tractor && random() < 0.7 ? pick(random, trailers) : undefined;
  const driver = pick(random, fleet.drivers);
  const [place, latitude, longitude] = pick(random, LOCATIONS);
  const trip = random();
  const defects: PlannedDefect[] = [];
  const roll = random();
  const severity = roll < 0.01 ? "major" : roll < 0.08 ? "minor" : undefined;
  if (severity) {
    const target = trailer && random() < 0.3 ? trailer : unit;
    defects.push({ part: between(random, 1, target.schedule.questions.length), unit: target, severity });
    if (random() < 0.15)
      defects.push({ part: between(random, 1, unit.schedule.questions.length), unit, severity: "minor" });
  }
  if (at < nowMs - 3 * DAY && fleet.mechanics.length > 0) {
    for (const defect of defects) {
      const fixedAt = at + between(random, 2, 30) * HOUR;
      defect.fix = {
        outcome: random() < 0.15 ? "no-correction-needed" : "repaired",
        at: fixedAt,
        by: pick(random, fleet.mechanics),
        note: "Checked and repaired",
        acknowledged: { at: fixedAt + between(random, 4, 20) * HOUR, by: pick(random, fleet.drivers) },
      };
    }
  }
  return {
    at,
    driver,
    unit,
    ...(trailer ? { trailer } : {}),
    tripType: trip < 0.8 ? "pre-trip" : trip < 0.95 ? "post-trip" : "enroute",
    location: place,
    // Anywhere within ~60 km of the place (the fleet map spreads 10⁴ units over the region, not onto 12 points).
    ...(random() < 0.6
      ? { coordinates: { latitude: latitude + (random() - 0.5) * 1.1, longitude: longitude + (random() - 0.5) * 1.5 } }
      : {}),
    ...(unit.odometer > 0 ? { odometer: Math.max(0, unit.odometer - Math.floor(((nowMs - at) / DAY) * 310)) } : {}),
    defects,
  };
}

/** `npm run seed -- --inspections N`: N generated inspections for the company, in 1,000-row INSERTs. */
export async function insertGeneratedInspections(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: { companyId: string; createdBy: string; nowMs: number },
  onProgress?: (done: number) => void,
): Promise<void> {
  if (count === 0) return;
  const fleet = await loadSeedFleet(db, context.companyId, context.createdBy);
  const powered = fleet.units.filter((u) => !u.trailer);
  const trailers = fleet.units.filter((u) => u.trailer);
  if (powered.length === 0 || fleet.drivers.length === 0)
    throw new Error("--inspections needs vehicles and people: seed --vehicles and --employees first (or together)");
  for (let done = 0; done < count; done += BATCH) {
    const plans = Array.from({ length: Math.min(BATCH, count - done) }, () =>
      planInspection(random, fleet, powered, trailers, context.nowMs),
    );
    await writeInspections(db, fleet, plans, context.createdBy);
    onProgress?.(done + plans.length);
  }
  await refreshFleetState(db, context.companyId);
}
