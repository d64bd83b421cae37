// The demo company's checklists and equipment (docs/checklists.md "Demo data and scale"): two checklists for what
// NSC schedules do not cover (a reefer unit pre-trip, a liftgate daily check), a few results filled for its trailers
// over the last days (one minor), and five pieces of yard equipment, the reefer unit among them out of service after a
// major pre-trip result — so the checklists, results, equipment list and details screens have something real to show;
// and checklists attached to some of its vehicles, one overdue (demo-vehicle-checklists.ts). Written directly (items,
// options and graded answers as the submit writes them): seeding sends no mail.
import type { Kysely, Transaction } from "kysely";

import type {
  ChecklistFields,
  ChecklistItemResult,
  ChecklistOptionCategory,
} from "../../../shared/generated/checklists";
import { resultDefectType } from "../../../shared/rules/checklists";
import type { Database } from "../../db/tables";
import { seedDemoVehicleChecklists } from "./demo-vehicle-checklists";

type Db = Kysely<Database> | Transaction<Database>;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const REEFER_PRE_TRIP: ChecklistFields = {
  name: "Reefer unit pre-trip",
  description: "Before loading a refrigerated trailer: fuel, set point, alarms and door seals.",
  items: [
    {
      name: "Fuel level",
      type: "list",
      options: [
        { name: "Full", category: "none" },
        { name: "Half", category: "none" },
        { name: "Below a quarter", category: "minor" },
        { name: "Empty", category: "major" },
      ],
    },
    { name: "Set point (°C)", type: "number", options: [] },
    {
      name: "Alarm codes showing",
      type: "bool",
      options: [
        { name: "Yes", category: "major" },
        { name: "No", category: "none" },
      ],
    },
    {
      name: "Door seals",
      type: "list",
      multiSelect: true,
      options: [
        { name: "Intact", category: "none" },
        { name: "Torn", category: "minor" },
        { name: "Missing", category: "major" },
      ],
    },
    {
      name: "Pre-cooled before loading",
      type: "bool",
      options: [
        { name: "Yes", category: "none" },
        { name: "No", category: "minor" },
      ],
    },
    { name: "Notes", type: "text", options: [] },
  ],
};

const LIFTGATE_DAILY: ChecklistFields = {
  name: "Liftgate daily check",
  description: "Tuck-under and rail liftgates, before the first delivery of the day.",
  items: [
    {
      name: "Hydraulic leaks",
      type: "bool",
      options: [
        { name: "Yes", category: "major" },
        { name: "No", category: "none" },
      ],
    },
    {
      name: "Platform and hinge pins",
      type: "list",
      options: [
        { name: "Good", category: "none" },
        { name: "Worn", category: "minor" },
        { name: "Cracked or missing", category: "major" },
      ],
    },
    {
      name: "Controls and up/down switch",
      type: "bool",
      options: [
        { name: "Work", category: "none" },
        { name: "Do not work", category: "major" },
      ],
    },
    {
      name: "Warning decals and flags",
      type: "list",
      options: [
        { name: "Present", category: "none" },
        { name: "Faded or missing", category: "minor" },
      ],
    },
  ],
};

const EQUIPMENT = [
  {
    name: "Forklift 1",
    make: "Toyota",
    model: "8FGU25",
    serial: "8FGU25-41877",
    year: 2019,
    hours_meter: 6120.5,
    notes: "Propane, side shift. Tank exchange at the yard office.",
  },
  {
    name: "Generator G1",
    make: "Honda",
    model: "EU7000is",
    serial: "EAMT-1052263",
    year: 2021,
    hours_meter: 812,
    notes: "Backup power for the reefer plug-in bay.",
  },
  {
    name: "Pallet jack 2",
    make: "Crown",
    model: "PTH 50",
    serial: "PTH50-6C219",
    year: 2017,
    hours_meter: -1,
    notes: null,
  },
  {
    name: "Pressure washer",
    make: "Karcher",
    model: "HDS 3.5/30",
    serial: "HDS35-00731",
    year: 2020,
    hours_meter: 433.2,
    notes: "Wash bay 2. Hot water, diesel burner.",
  },
  {
    name: "Reefer unit TK-7",
    make: "Thermo King",
    model: "Precedent S-600",
    serial: "TK6-1184402",
    year: 2018,
    hours_meter: 14288.1,
    notes: "Spare unit, swapped onto trailers during repairs.",
  },
] as const;

interface SeededChecklist {
  id: string;
  name: string;
  items: {
    id: string;
    index: number;
    name: string;
    type: ChecklistFields["items"][number]["type"];
    options: { id: string; name: string; category: ChecklistOptionCategory }[];
  }[];
}

async function insertChecklist(
  db: Db,
  companyId: string,
  userId: string,
  fields: ChecklistFields,
  createdMs: number,
): Promise<SeededChecklist> {
  const created = new Date(createdMs);
  const header = await db
    .insertInto("checklists")
    .values({
      company_id: companyId,
      name: fields.name,
      description: fields.description ?? "",
      item_count: fields.items.length,
      created_by: userId,
      modified_by: userId,
      created_date: created,
      modified_date: created,
      time_zone: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const items: SeededChecklist["items"] = [];
  for (const [index, item] of fields.items.entries()) {
    const row = await db
      .insertInto("checklist_items")
      .values({
        company_id: companyId,
        checklist_id: header.id,
        idx: index,
        name: item.name,
        type: item.type,
        multi_select: item.multiSelect === true,
        created_by: userId,
        modified_by: userId,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const options = [];
    for (const [j, option] of item.options.entries()) {
      const saved = await db
        .insertInto("checklist_item_options")
        .values({
          company_id: companyId,
          checklist_id: header.id,
          item_id: row.id,
          idx: j,
          name: option.name,
          category: option.category,
          created_by: userId,
          modified_by: userId,
          time_zone: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      options.push({ id: saved.id, name: option.name, category: option.category });
    }
    items.push({ id: row.id, index, name: item.name, type: item.type, options });
  }
  return { id: header.id, name: fields.name, items };
}

/** Item results as the submit writes them: the chosen options by name (or a value), graded by their category. */
function answered(
  checklist: SeededChecklist,
  picks: Record<string, string | string[]>,
  remarks: Record<string, string> = {},
): ChecklistItemResult[] {
  return checklist.items.map((item) => {
    const pick = picks[item.name];
    const names =
      item.type === "list" || item.type === "bool"
        ? Array.isArray(pick)
          ? pick
          : [pick ?? item.options[0]!.name]
        : [];
    const options = item.options
      .filter((o) => names.includes(o.name))
      .map((o) => ({ optionId: o.id, name: o.name, category: o.category }));
    const grade = resultDefectType(options.map((o) => o.category));
    return {
      itemId: item.id,
      index: item.index,
      name: item.name,
      type: item.type,
      options,
      ...(names.length === 0 && typeof pick === "string" ? { value: pick } : {}),
      ...(remarks[item.name] ? { remarks: remarks[item.name] } : {}),
      grade,
    };
  });
}

export async function seedDemoChecklists(db: Db, companyId: string, ownerId: string, nowMs: number): Promise<void> {
  const reefer = await insertChecklist(db, companyId, ownerId, REEFER_PRE_TRIP, nowMs - 40 * DAY);
  const liftgate = await insertChecklist(db, companyId, ownerId, LIFTGATE_DAILY, nowMs - 35 * DAY);
  const drivers = (
    await db
      .selectFrom("employees")
      .select(["id", "user_id", "first", "last", "roles", "state"])
      .where("company_id", "=", companyId)
      .orderBy("id")
      .execute()
  ).filter((e) => e.state === "active" && e.roles.includes("driver"));
  const trailers = await db
    .selectFrom("vehicles")
    .select(["id", "name"])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where("category_id", "=", "#23:5")
    .orderBy("name")
    .limit(3)
    .execute();
  const units =
    trailers.length > 0
      ? trailers
      : await db
          .selectFrom("vehicles")
          .select(["id", "name"])
          .where("company_id", "=", companyId)
          .where("deleted", "=", false)
          .orderBy("name")
          .limit(3)
          .execute();

  const equipment = [];
  for (const [i, unit] of EQUIPMENT.entries()) {
    const created = new Date(nowMs - (60 - i * 5) * DAY);
    equipment.push(
      await db
        .insertInto("equipment")
        .values({
          ...unit,
          company_id: companyId,
          created_by: ownerId,
          modified_by: ownerId,
          created_date: created,
          modified_date: created,
          time_zone: null,
          image_id: null,
          last_result_id: null,
          repaired_at: null,
          repaired_by: null,
          repaired_by_name: null,
          repair_note: null,
        })
        .returning(["id", "name"])
        .executeTakeFirstOrThrow(),
    );
  }
  if (drivers.length === 0) return;

  type Unit = { vehicle: { id: string; name: string } } | { equipment: { id: string; name: string } };
  const results: {
    checklist: SeededChecklist;
    unit: Unit;
    back: number;
    picks: Record<string, string | string[]>;
    remarks?: Record<string, string>;
  }[] = [
    ...(units[0]
      ? [
          {
            checklist: reefer,
            unit: { vehicle: units[0] },
            back: 4,
            picks: {
              "Fuel level": "Full",
              "Set point (°C)": "-18",
              "Alarm codes showing": "No",
              "Door seals": ["Intact"],
              "Pre-cooled before loading": "Yes",
              Notes: "Frozen load for Montréal",
            },
          },
        ]
      : []),
    ...(units[1]
      ? [
          {
            checklist: reefer,
            unit: { vehicle: units[1] },
            back: 2,
            picks: {
              "Fuel level": "Below a quarter",
              "Set point (°C)": "2",
              "Alarm codes showing": "No",
              "Door seals": ["Intact", "Torn"],
              "Pre-cooled before loading": "Yes",
              Notes: "Fresh produce",
            },
            remarks: { "Door seals": "Lower seal of the right door torn about 20 cm; fuel ordered at the yard" },
          },
        ]
      : []),
    ...(units[2]
      ? [
          {
            checklist: liftgate,
            unit: { vehicle: units[2] },
            back: 1,
            picks: {
              "Hydraulic leaks": "No",
              "Platform and hinge pins": "Good",
              "Controls and up/down switch": "Work",
              "Warning decals and flags": "Present",
            },
          },
        ]
      : []),
    {
      checklist: reefer,
      unit: { equipment: equipment[4]! },
      back: 1,
      picks: {
        "Fuel level": "Half",
        "Set point (°C)": "-20",
        "Alarm codes showing": "Yes",
        "Door seals": ["Intact"],
        "Pre-cooled before loading": "No",
        Notes: "Alarm 63 (engine stopped) on start-up",
      },
      remarks: { "Alarm codes showing": "Alarm 63 after two restarts: unit shut down, tagged out of service" },
    },
  ];
  for (const [i, seeded] of results.entries()) {
    const driver = drivers[i % drivers.length]!;
    const filledAt = nowMs - seeded.back * DAY - (3 + i) * HOUR;
    const items = answered(seeded.checklist, seeded.picks, seeded.remarks);
    const defectType = resultDefectType(items.map((item) => item.grade));
    const name = "vehicle" in seeded.unit ? seeded.unit.vehicle.name : seeded.unit.equipment.name;
    const row = await db
      .insertInto("checklist_results")
      .values({
        company_id: companyId,
        checklist_id: seeded.checklist.id,
        checklist_name: seeded.checklist.name,
        vehicle_id: "vehicle" in seeded.unit ? seeded.unit.vehicle.id : null,
        equipment_id: "equipment" in seeded.unit ? seeded.unit.equipment.id : null,
        vehicle_name: name,
        user_id: driver.user_id,
        employee_id: driver.id,
        employee_name: `${driver.first.trim()} ${driver.last.trim()}`.trim(),
        result_type: "initial",
        defect_type: defectType,
        filled_at: new Date(filledAt),
        items: JSON.stringify(items),
        created_by: driver.user_id,
        modified_by: driver.user_id,
        created_date: new Date(filledAt),
        modified_date: new Date(filledAt),
        time_zone: "America/Toronto",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("checklists")
      .set((eb) => ({ result_count: eb("result_count", "+", 1), last_result_at: new Date(filledAt) }))
      .where("id", "=", seeded.checklist.id)
      .execute();
    // The equipment takes its inspection as the submit does (equipment-results.ts): a major one puts it out of service.
    if ("equipment" in seeded.unit) {
      await db
        .updateTable("equipment")
        .set({ defect_type: defectType, last_inspected_at: filledAt, last_result_id: row.id })
        .where("id", "=", seeded.unit.equipment.id)
        .execute();
    }
  }
  // The forklift was out of service before and repaired: its details show the last repair.
  const owner = await db.selectFrom("users").select(["first", "last"]).where("id", "=", ownerId).executeTakeFirst();
  await db
    .updateTable("equipment")
    .set({
      repaired_at: new Date(nowMs - 9 * DAY),
      repaired_by: ownerId,
      repaired_by_name: owner ? `${owner.first} ${owner.last}`.trim() : null,
      repair_note: "Mast chain adjusted and lubricated; load backrest bolt replaced.",
    })
    .where("id", "=", equipment[0]!.id)
    .execute();
  await seedDemoVehicleChecklists(db, companyId, ownerId, nowMs, { reefer: reefer.id, liftgate: liftgate.id }, units);
}
