// What files are to people (src/server/file-purposes.ts, docs/users.md "Employee file"). A document of an employee's
// file and a licence photo are about one person (a medical certificate…): the office that keeps the files reads them,
// and so do the person and whoever uploaded it; nobody else in the company does.
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";
import { filePurpose, isImage, readableBy, type FilePurpose } from "../../file-purposes";

type Db = Kysely<Database> | Transaction<Database>;

const keepsEmployeeFiles = readableBy("EmployeeDocumentSaveRequestEvent");

/** The office, the uploader, or the person `personOf` finds for the file's record. */
function personalRule(personOf: (db: Db, recordId: string) => Promise<string | undefined>): FilePurpose["mayRead"] {
  return async (db, session, file) =>
    (await keepsEmployeeFiles(db, session, file)) ||
    file.createdBy === session.userId ||
    (file.recordId !== null && (await personOf(db, file.recordId)) === session.userId);
}

/** A document of an employee's file; its record is the employee_documents row. */
export const employeeDocumentFile = filePurpose({
  name: "employeeDocument",
  personal: true,
  // A scan or a phone photo, or the PDF a clinic or the licensing office sends.
  accepts: (contentType) => isImage(contentType) || contentType === "application/pdf",
  mayRead: personalRule(async (db, documentId) => {
    const row = await db
      .selectFrom("employee_documents as d")
      .innerJoin("employees as e", "e.id", "d.employee_id")
      .select("e.user_id")
      .where("d.id", "=", documentId)
      .executeTakeFirst();
    return row?.user_id;
  }),
});

/** A photo of an employee's licence; its record is the employee. */
export const licencePhotoFile = filePurpose({
  name: "licencePhoto",
  personal: true,
  mayRead: personalRule(async (db, employeeId) => {
    const row = await db.selectFrom("employees").select("user_id").where("id", "=", employeeId).executeTakeFirst();
    return row?.user_id;
  }),
});

export const userFilePurposes = [employeeDocumentFile, licencePhotoFile];
