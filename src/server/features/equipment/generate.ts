// Realistic equipment rows for `npm run seed -- --equipment N` and the bench: yard and shop assets of a
// trucking company (forklifts, generators, reefer units…) with makes and models that go together, serial numbers in
// their makers' shapes, hours meters that grow with age, and a few out of service or with a minor defect open.
import type { Insertable, Kysely } from "kysely";

import type { Database, EquipmentTable } from "../../db/tables";
import { between, pick } from "../../seed/generators/random";
import { equipmentColumns } from "./mappers";

const DAY = 24 * 3600_000;

/** Kind → [prefix of the unit name, makers and models, hours a year when it has a meter (0: none)]. */
const KINDS: readonly { prefix: string; models: readonly [string, string][]; hoursPerYear: number }[] = [
  {
    prefix: "Forklift",
    models: [
      ["Toyota", "8FGU25"],
      ["Hyster", "H50FT"],
      ["Crown", "FC 5200"],
      ["Clark", "C25"],
    ],
    hoursPerYear: 1200,
  },
  {
    prefix: "Reefer unit",
    models: [
      ["Thermo King", "Precedent S-600"],
      ["Carrier Transicold", "X4 7500"],
      ["Thermo King", "SB-210"],
    ],
    hoursPerYear: 2500,
  },
  {
    prefix: "Generator",
    models: [
      ["Honda", "EU7000is"],
      ["Generac", "XT8500EFI"],
      ["Champion", "100813"],
    ],
    hoursPerYear: 300,
  },
  {
    prefix: "Pallet jack",
    models: [
      ["Crown", "PTH 50"],
      ["Uline", "H-1193"],
      ["Toyota", "8HBW23"],
    ],
    hoursPerYear: 0,
  },
  {
    prefix: "Pressure washer",
    models: [
      ["Karcher", "HDS 3.5/30"],
      ["Simpson", "PS60869"],
    ],
    hoursPerYear: 250,
  },
  {
    prefix: "Yard tractor",
    models: [
      ["Kalmar", "Ottawa T2"],
      ["Capacity", "TJ5000"],
    ],
    hoursPerYear: 3000,
  },
  {
    prefix: "Air compressor",
    models: [
      ["Ingersoll Rand", "2475N7.5"],
      ["Quincy", "QT-54"],
    ],
    hoursPerYear: 400,
  },
  {
    prefix: "Tire changer",
    models: [
      ["Hunter", "TCX 57"],
      ["Coats", "7065"],
    ],
    hoursPerYear: 0,
  },
];
const SERIAL_CHARS = [..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"];

export interface GeneratedEquipmentContext {
  companyId: string;
  createdBy: string;
  nowMs: number;
}

/** Row number `index` of a generated equipment list; names are unique (kind plus a number). */
export function generateEquipment(
  random: () => number,
  index: number,
  context: GeneratedEquipmentContext,
): Insertable<EquipmentTable> {
  const kind = pick(random, KINDS);
  const [make, model] = pick(random, kind.models);
  const thisYear = new Date(context.nowMs).getUTCFullYear();
  const year = between(random, thisYear - 15, thisYear);
  const hours =
    kind.hoursPerYear === 0
      ? undefined
      : Math.round((thisYear - year + random()) * kind.hoursPerYear * (0.6 + random() * 0.8) * 10) / 10;
  const serial = `${model
    .replace(/[^A-Z0-9]/gi, "")
    .slice(0, 5)
    .toUpperCase()}-${Array.from({ length: 6 }, () => pick(random, SERIAL_CHARS)).join("")}`;
  const columns = equipmentColumns({
    name: `${kind.prefix} ${String(index + 1).padStart(5, "0")}`,
    make,
    model,
    serial,
    year,
    ...(hours === undefined ? {} : { hoursMeter: hours }),
  });
  const defect = random();
  // Most were inspected within the last month; one in ten never.
  const inspected =
    random() < 0.9 ? context.nowMs - between(random, 0, 30) * DAY - between(random, 0, 86_399) * 1000 : 0;
  return {
    ...columns,
    company_id: context.companyId,
    created_by: context.createdBy,
    modified_by: context.createdBy,
    time_zone: null,
    defect_type: inspected === 0 ? "none" : defect < 0.03 ? "major" : defect < 0.1 ? "minor" : "none",
    last_inspected_at: inspected,
    last_result_id: null,
    repaired_at: null,
    repaired_by: null,
    repaired_by_name: null,
    repair_note: null,
    deleted: random() < 0.02,
  };
}

/** Inserts `count` generated equipment with multi-row INSERTs (row by row costs ~15 s per 10⁵). */
export async function insertGeneratedEquipment(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: GeneratedEquipmentContext,
  onProgress?: (done: number) => void,
  startIndex = 0,
): Promise<void> {
  const BATCH = 1000;
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) =>
      generateEquipment(random, startIndex + done + i, context),
    );
    await db.insertInto("equipment").values(rows).execute();
    onProgress?.(done + rows.length);
  }
}
