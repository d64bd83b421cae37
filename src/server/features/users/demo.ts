// The demo company's people beyond the sign-in accounts (docs/users.md "Demo data and scale"): drivers whose licence
// expiries are spread around the first start (two expired, two within a month, the rest fine), a non-commercial
// driver, a yard mechanic, someone invited who has not yet chosen a password, and a driver who left (removed). None
// of them can sign in; the users list, its filters and the licence-expiry sort have something real to show. Two of
// them have a document in their employee file (one expiring within a month), so the file screen has something too.
import { randomBytes } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { RoleName } from "../../../shared/generated/common";
import type { EmployeeDocumentKind, LicenceClass } from "../../../shared/generated/users";
import { carrierDayOf, DEFAULT_TIME_ZONE, shiftDay } from "../../../shared/rules/timesheets";
import { endOfDay } from "../../../shared/rules/vehicle-checklists";
import type { Database } from "../../db/tables";
import { attachFiles } from "../../file-purposes";
import { hashPassword } from "../../passwords";
import { demoEmail } from "../../seed/demo-identity";
import { documentPdf } from "../../seed/generators/document-pdf";
import { documentPicture } from "../../seed/generators/document-picture";
import { storeFile } from "../files";
import { employeeDocumentFile } from "./file-purposes";

const DAY = 24 * 3600_000;

interface DemoPerson {
  first: string;
  last: string;
  /** The local part; the domain is the company's (demo-identity.ts). */
  email: string;
  roles: RoleName[];
  licenceClass?: LicenceClass;
  /** Days from the first start to the licence expiry (negative: expired). */
  expiresInDays?: number;
  state?: "active" | "invited" | "inactive";
  phone: string;
  /** A document in the person's employee file, expiring this many days after the first start. */
  /** `pdf`: the document came as a PDF (as a licensing office sends an abstract), else as a scan. */
  document?: { kind: EmployeeDocumentKind; title: string; expiresInDays: number; note?: string; pdf?: true };
}

export const DEMO_EMPLOYEES: readonly DemoPerson[] = [
  {
    first: "Gurpreet",
    last: "Sandhu",
    email: "gurpreet.sandhu",
    roles: ["driver"],
    licenceClass: "AZ",
    expiresInDays: 1460,
    phone: "905-555-0141",
    document: { kind: "licenceAbstract", title: "Driver's abstract (3-year)", expiresInDays: 340, pdf: true },
  },
  {
    first: "Marie-Ève",
    last: "Gagnon",
    email: "marie-eve.gagnon",
    roles: ["driver"],
    licenceClass: "AZ",
    expiresInDays: 12,
    phone: "416-555-0142",
    document: {
      kind: "medicalCertificate",
      title: "Medical certificate",
      expiresInDays: 21,
      note: "Renewal booked with the clinic.",
    },
  },
  {
    first: "Tom",
    last: "MacDonald",
    email: "tom.macdonald",
    roles: ["driver"],
    licenceClass: "DZ",
    expiresInDays: -9,
    phone: "519-555-0143",
  },
  {
    first: "Aisha",
    last: "Mensah",
    email: "aisha.mensah",
    roles: ["driver"],
    licenceClass: "AZ",
    expiresInDays: 3,
    phone: "647-555-0144",
  },
  {
    first: "Dmitri",
    last: "Ivanov",
    email: "dmitri.ivanov",
    roles: ["driver", "mechanic"],
    licenceClass: "DZ",
    expiresInDays: 27,
    phone: "289-555-0145",
  },
  {
    first: "Sofía",
    last: "García",
    email: "sofia.garcia",
    roles: ["nc_driver"],
    licenceClass: "G",
    expiresInDays: 900,
    phone: "905-555-0146",
  },
  {
    first: "Kevin",
    last: "O'Brien",
    email: "kevin.obrien",
    roles: ["driver"],
    licenceClass: "AZ-GR",
    expiresInDays: -40,
    phone: "613-555-0147",
  },
  { first: "Wei", last: "Zhang", email: "wei.zhang", roles: ["mechanic"], phone: "416-555-0148" },
  {
    first: "Hannah",
    last: "Fraser",
    email: "hannah.fraser",
    roles: ["driver"],
    licenceClass: "AZ",
    expiresInDays: 300,
    state: "invited",
    phone: "905-555-0149",
  },
  {
    first: "Luc",
    last: "Pelletier",
    email: "luc.pelletier",
    roles: ["driver"],
    licenceClass: "AZ",
    expiresInDays: 200,
    state: "inactive",
    phone: "819-555-0150",
  },
];

/** Licences of the two sign-in drivers (README's demo accounts): one fine, one expiring within three weeks. */
const SIGN_IN_DRIVERS: Record<string, { licenceClass: LicenceClass; expiresInDays: number }> = {
  driver1: { licenceClass: "AZ", expiresInDays: 19 },
  driver2: { licenceClass: "DZ", expiresInDays: 1100 },
};

/** The demo's office accounts, which the journeys and a newcomer sign in with. */
const OFFICE_SIGN_INS = ["owner", "manager", "mechanic"];

/**
 * The password the demo's working employees chose: theirs, never printed or known, so they read as people who
 * signed up ("Active", with a last sign-in) and not as "Password not chosen yet" beside weeks of their inspections.
 * One hash per process: hashing is deliberately slow, and every test server seeds the demo.
 */
let chosenPasswordHash: Promise<string> | undefined;
const theirOwnPassword = () => (chosenPasswordHash ??= hashPassword(randomBytes(24).toString("base64url")));

/** This morning's sign-in at the yard (10:00 UTC, the inspections' mornings), or yesterday's before then. */
function lastMorningSignIn(nowMs: number, index: number): number {
  const d = new Date(nowMs);
  const morning = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 10) - 40 * 60_000 + index * 60_000;
  return morning <= nowMs ? morning : morning - DAY;
}

export async function seedDemoPeople(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  domain: string,
  createdBy: string,
  nowMs: number,
): Promise<void> {
  // Licences expire at the end of a date, as one entered on the form does: "in 3 days" is three calendar days away
  // whatever the hour (docs/compliance.md "Rules").
  const company = await db.selectFrom("companies").select("time_zone").where("id", "=", companyId).executeTakeFirst();
  const timeZone = company?.time_zone || DEFAULT_TIME_ZONE;
  const today = carrierDayOf(nowMs, timeZone, 0);
  const expiresIn = (days: number) => endOfDay(shiftDay(today, days), timeZone);
  for (const [localPart, licence] of Object.entries(SIGN_IN_DRIVERS)) {
    await db
      .updateTable("users")
      // They drive the demo's routes: they signed in at the yard this morning, as the other drivers did.
      .set({
        license_class: licence.licenceClass,
        license_expiry: expiresIn(licence.expiresInDays),
        last_sign_in: new Date(lastMorningSignIn(nowMs, 0)),
      })
      .where("email", "=", demoEmail(localPart, domain))
      .execute();
  }
  // The office runs this fleet every day: its people signed in this morning too, so the users list shows when, and
  // home welcomes them back rather than as newcomers (docs/home.md "Screens").
  await db
    .updateTable("users")
    .set({ last_sign_in: new Date(lastMorningSignIn(nowMs, 2)) })
    .where(
      "email",
      "in",
      OFFICE_SIGN_INS.map((localPart) => demoEmail(localPart, domain)),
    )
    .where("last_sign_in", "is", null)
    .execute();
  for (const [i, person] of DEMO_EMPLOYEES.entries()) {
    const user = await db
      .insertInto("users")
      .values({
        email: demoEmail(person.email, domain),
        first: person.first,
        last: person.last,
        phone: person.phone,
        city: "Mississauga",
        postal: null,
        jurisdiction: "ON",
        country: "Canada",
        street: null,
        license_class: person.licenceClass ?? null,
        license_expiry: person.expiresInDays === undefined ? null : expiresIn(person.expiresInDays),
        // Who works here signed in this morning; an invitation not yet accepted or a former employee did not.
        password_hash: (person.state ?? "active") === "active" ? await theirOwnPassword() : null,
        last_sign_in: (person.state ?? "active") === "active" ? new Date(lastMorningSignIn(nowMs, i)) : null,
        created_by: createdBy,
        modified_by: createdBy,
        time_zone: "America/Toronto",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const employee = await db
      .insertInto("employees")
      .values({
        user_id: user.id,
        company_id: companyId,
        roles: person.roles,
        employment_id: `MLH-${String(101 + i)}`,
        start_date: nowMs - (200 + 97 * i) * DAY,
        end_date: person.state === "inactive" ? nowMs - 30 * DAY : null,
        state: person.state ?? "active",
        created_by: createdBy,
        modified_by: createdBy,
        // The clock's instant, not the database's now(): the day roll (hours/rollover.ts) fills days after it.
        created_date: new Date(nowMs),
        time_zone: "America/Toronto",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (person.document) await seedDocument(db, companyId, employee.id, createdBy, nowMs, person, i);
  }
}

const LETTERHEADS: Record<EmployeeDocumentKind, readonly [number, number, number]> = {
  licenceAbstract: [30, 80, 170],
  medicalCertificate: [190, 30, 45],
  criminalRecordCheck: [60, 60, 70],
  trainingCertificate: [30, 120, 60],
  other: [110, 115, 122],
};

async function seedDocument(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  employeeId: string,
  createdBy: string,
  nowMs: number,
  person: DemoPerson,
  index: number,
): Promise<void> {
  const document = person.document!;
  const baseName = document.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const fileId = await storeFile(db, {
    companyId,
    createdBy,
    purpose: null,
    ...(document.pdf
      ? {
          contentType: "application/pdf",
          name: `${baseName}.pdf`,
          bytes: await documentPdf(
            document.title,
            [
              `Driver: ${person.first} ${person.last}`,
              `Licence class: ${person.licenceClass ?? "G"}`,
              "Convictions, suspensions and collisions in the last three years: none recorded.",
            ],
            nowMs,
          ),
        }
      : {
          contentType: "image/png",
          name: `${baseName}.png`,
          bytes: documentPicture(LETTERHEADS[document.kind], 6 + index),
        }),
  });
  await db
    .insertInto("employee_documents")
    .values({
      company_id: companyId,
      employee_id: employeeId,
      kind: document.kind,
      title: document.title,
      file_id: fileId,
      expires_at: nowMs + document.expiresInDays * DAY,
      note: document.note ?? null,
      created_by: createdBy,
      modified_by: createdBy,
      time_zone: "America/Toronto",
    })
    .returning("id")
    .executeTakeFirstOrThrow()
    .then(({ id }) => attachFiles(db, employeeDocumentFile, { companyId, recordId: id, fileIds: [fileId] }));
}
