// POST /api/v1/imports: uploads one CSV or workbook to import for the signed-in user's company (docs/files.md
// "Imports"; an import event then names it: people, vehicles, a driver's ELD output file). Like POST /api/v1/files: the session token in the Authorization
// header, a catalogued {messageId, hint} for every failure, 2 MB at most (about 10,000 people with every column;
// FileGetRequestEvent can hand it back). The body must be UTF-8 text without NUL bytes; Excel's "CSV UTF-8" BOM is
// fine. Excel on Windows labels CSV files application/vnd.ms-excel, so that type is accepted too. An Excel workbook
// (.xlsx, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) is accepted when it is a zip.
import type { FastifyInstance } from "fastify";

import { errorCatalogue } from "../../../shared/generated/errors";
import { filePurpose, readableBy } from "../../file-purposes";
import { XLSX_TYPE, looksLikeXlsx } from "../../imports/xlsx";
import { findLiveSession } from "../../tokens";
import type { Services } from "../../ws/context";
import { MAX_UPLOAD_BYTES } from "./image-types";
import { storeFile } from "./store-file";

export const IMPORT_UPLOAD_PATH = "/api/v1/imports";
const CSV_TYPES = /^(text\/csv|application\/csv|application\/vnd\.ms-excel)(;|$)/;
const ACCEPTED_TYPES =
  /^(text\/csv|application\/csv|application\/vnd\.ms-excel|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)(;|$)/;
/** Roles that may import (as the import events' access). */
const IMPORTING_ROLES = ["owner", "manager", "administrator"];

const mayImportPeople = readableBy("ImportEmployeesFromFileQueryOperation");
const mayImportVehicles = readableBy("ImportVehiclesFromFileQueryOperation");

/**
 * A file uploaded for an import: a people or vehicles list, or a driver's ELD output file. No record; read by its
 * uploader and by whoever may run an import (a list of people carries home addresses).
 */
export const importFile = filePurpose({
  name: "import",
  accepts: () => true,
  mayRead: async (db, session, file) =>
    file.createdBy === session.userId ||
    (await mayImportPeople(db, session, file)) ||
    (await mayImportVehicles(db, session, file)),
});

/** Whether the bytes are UTF-8 text that a CSV parser can read (no NUL: PostgreSQL text cannot hold it). */
export function isCsvText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function registerImportUploadRoute(app: FastifyInstance, services: Services): void {
  app.addContentTypeParser(ACCEPTED_TYPES, { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(IMPORT_UPLOAD_PATH, { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    const fail = (
      messageId: "NotSignedIn" | "BadRequest" | "UnauthorizedException" | "UnsupportedMediaType",
      hint: string,
      problem?: string,
    ) =>
      reply
        .code(errorCatalogue[messageId].status)
        .send({ messageId, hint, ...(problem ? { fields: [{ path: "file", problem }] } : {}) });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const session = token ? await findLiveSession(services.db, token, services.clock.date()) : undefined;
    if (!session) return fail("NotSignedIn", "Sign in first; uploads need a signed-in session.");
    if (!session.company_id) return fail("UnauthorizedException", "Choose a company first.");
    const employee = await services.db
      .selectFrom("employees")
      .select("roles")
      .where("user_id", "=", session.user_id)
      .where("company_id", "=", session.company_id)
      .where("live", "=", true)
      .executeTakeFirst();
    if (!employee || !employee.roles.some((role) => IMPORTING_ROLES.includes(role)))
      return fail("UnauthorizedException", "Only owners, managers and administrators import files.");
    const body = request.body;
    if (!(body instanceof Buffer))
      return fail("UnsupportedMediaType", "Send the CSV as the request body with the content type text/csv.", "notCsv");
    const csv = CSV_TYPES.test(request.headers["content-type"] ?? "");
    if (!csv && !looksLikeXlsx(body)) return fail("BadRequest", "The file is not an Excel workbook (.xlsx).", "notCsv");
    if (csv && (body.length === 0 || !isCsvText(body)))
      return fail("BadRequest", 'The file must be CSV text in UTF-8 (Excel: Save as "CSV UTF-8").', "notCsv");
    const contentType = csv ? "text/csv" : XLSX_TYPE;
    const name = String(request.headers["x-file-name"] ?? (csv ? "import.csv" : "import.xlsx")).slice(0, 200);
    const id = await storeFile(services.db, {
      companyId: session.company_id,
      contentType,
      name,
      bytes: body,
      createdBy: session.user_id,
      purpose: importFile,
    });
    return reply.code(201).send({ id, contentType, size: body.length });
  });
}
