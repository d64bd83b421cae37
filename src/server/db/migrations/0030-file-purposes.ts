// Every stored file gets a purpose and the record it belongs to (src/server/file-purposes.ts, docs/files.md "Who reads
// a file"): reading it then follows that record's rights instead of being open to the whole company. Files already
// stored are given theirs from the records that link to them; a file no record links to stays unattached, which
// only its uploader reads. New files get random ids (newFileId); the ones stored before keep theirs.
import { sql, type Kysely, type RawBuilder } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column purpose text`.execute(db);
  await sql`alter table files add column record_id text`.execute(db);
  const attach = (purpose: string, from: RawBuilder<unknown>) =>
    sql`update files f set purpose = ${purpose}, record_id = linked.record_id
        from (${from}) linked where f.id = linked.file_id and f.purpose is null`.execute(db);
  await attach(
    "vehicleImage",
    sql`select image_id as file_id, id as record_id from vehicles where image_id is not null`,
  );
  await attach(
    "equipmentImage",
    sql`select image_id as file_id, id as record_id from equipment where image_id is not null`,
  );
  await attach("employeeDocument", sql`select file_id, id as record_id from employee_documents`);
  await attach(
    "licencePhoto",
    sql`select licence_photo_id as file_id, id as record_id from employees where licence_photo_id is not null`,
  );
  // A signature is its signer's: the demo's generated inspections share one per person.
  await attach(
    "signature",
    sql`select signature_file_id as file_id, driver_id as record_id from vehicle_inspections
        where signature_file_id is not null
        union select repair_signature_file_id, repaired_by from vehicle_inspection_defects
        where repair_signature_file_id is not null`,
  );
  // Photos are listed in the stored answers (features/inspections/stored-answers.ts: {o, p: [ids]}).
  await attach(
    "inspectionPhoto",
    sql`select photo.value as file_id, i.id as record_id
        from vehicle_inspections i, jsonb_each(i.answers) answer, jsonb_array_elements_text(answer.value -> 'p') photo
        where jsonb_typeof(answer.value) = 'object' and answer.value ? 'p'`,
  );
  // Only POST /api/v1/imports stores anything but images: people CSV and workbooks, ELD output files.
  await sql`update files set purpose = 'import' where purpose is null and content_type not like 'image/%'`.execute(db);
}
