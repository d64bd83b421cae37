import { sql, type Selectable } from "kysely";

import type { EmployeeDocument, EmployeeDocumentFields, EmployeeDocumentKind } from "../../../shared/generated/users";
import { DOCUMENT_KINDS, MAX_LIVE_DOCUMENTS, documentProblems } from "../../../shared/rules/employee-documents";
import { canManage } from "../../../shared/rules/people";
import { commonFields, optional } from "../../db/common-fields";
import type { EmployeeDocumentsTable } from "../../db/tables";
// The employee's file (/portal/operator/users/file/{id}) and the photo of their licence. Documents belong
// to the person's employee row in the session's company: another company's user or document id reads exactly like
// one that does not exist, and writes to it change nothing. Owners, managers and administrators read every file
// and manage the people they may manage (canManage, as for the person's other details); a driver reads only their
// own file. The files themselves are uploaded beforehand (POST /api/v1/files) and linked by id, which the dispatcher
// checks is a file of the company (schema x-references).
import { attachFiles } from "../../file-purposes";
import { atomically } from "../../ws/atomically";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { employeeDocumentFile, licencePhotoFile } from "./file-purposes";
import { manageable } from "./handlers";
import { loadPerson, notFound } from "./people";

type DocumentHandlers = Pick<
  Handlers,
  | "EmployeeDocumentListRequestEvent"
  | "EmployeeDocumentSaveRequestEvent"
  | "EmployeeDocumentRemoveRequestEvent"
  | "EmployeeLicencePhotoSaveRequestEvent"
>;

/** Roles that read every file of the company (the others — drivers — read their own). */
const FILE_READERS = ["owner", "manager", "administrator"];
/** The most one reply lists (EmployeeDocumentList.items maxItems); live documents are capped well below it. */
const LIST_LIMIT = 500;

type DocumentRow = Selectable<EmployeeDocumentsTable> & {
  user_id: string;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
};

function documentFromRow(row: DocumentRow): EmployeeDocument {
  return {
    ...commonFields(row, "EmployeeDocument"),
    userId: row.user_id,
    kind: DOCUMENT_KINDS.includes(row.kind as EmployeeDocumentKind) ? (row.kind as EmployeeDocumentKind) : "other",
    fileId: row.file_id,
    ...optional({
      title: row.title === "" ? null : row.title,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size,
      expiresAt: row.expires_at,
      note: row.note,
    }),
  };
}

/** The company's documents with their person's user id and file details; callers narrow it. */
function documentsOf(context: HandlerContext, companyId: string) {
  return context.db
    .selectFrom("employee_documents as d")
    .innerJoin("employees as e", (join) =>
      join.onRef("e.id", "=", "d.employee_id").onRef("e.company_id", "=", "d.company_id"),
    )
    .leftJoin("files as f", (join) => join.onRef("f.id", "=", "d.file_id").onRef("f.company_id", "=", "d.company_id"))
    .selectAll("d")
    .select(["e.user_id", "f.name as file_name", "f.content_type", "f.size"])
    .where("d.company_id", "=", companyId);
}

async function loadDocument(context: HandlerContext, companyId: string, id: string): Promise<EmployeeDocument> {
  const row = await documentsOf(context, companyId).where("d.id", "=", id).executeTakeFirst();
  if (!row) throw new EventError("NotFound", `No document ${id} in your company.`);
  return documentFromRow(row);
}

/** The columns a document's fields write. An expiry of 0 or less is absent (docs/compliance.md "Rules"). */
function documentColumns(fields: EmployeeDocumentFields) {
  return {
    kind: fields.kind,
    title: (fields.title ?? "").trim(),
    file_id: fields.fileId,
    expires_at: fields.expiresAt !== undefined && fields.expiresAt > 0 ? fields.expiresAt : null,
    note: fields.note === undefined || fields.note.trim() === "" ? null : fields.note.trim(),
  };
}

function checkDocument(fields: EmployeeDocumentFields): void {
  const problems = Object.entries(documentProblems(fields)).map(([field, problem]) => ({
    path: `document.${field}`,
    problem,
  }));
  if (problems.length > 0)
    throw new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);
}

export const employeeDocumentHandlers: DocumentHandlers = {
  async EmployeeDocumentListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const session = context.session;
    const reader = session.roles.some((role) => FILE_READERS.includes(role));
    const employee = await context.db
      .selectFrom("employees")
      .select(["id", "roles"])
      .where("company_id", "=", companyId)
      .where("user_id", "=", payload.userId)
      .executeTakeFirst();
    if (!employee) throw notFound(payload.userId);
    if (!reader && payload.userId !== session.userId)
      throw new EventError("UnauthorizedException", "Drivers see only their own file.");
    let query = documentsOf(context, companyId).where("d.employee_id", "=", employee.id);
    if (!payload.includeRemoved) query = query.where("d.state", "=", "active");
    const rows = await query
      // Live first; then what expires soonest (no expiry last), then the newest.
      .orderBy(sql`d.state = 'active'`, "desc")
      .orderBy("d.expires_at", (order) => order.asc().nullsLast())
      .orderBy("d.created_date", "desc")
      .orderBy("d.id")
      .limit(LIST_LIMIT)
      .execute();
    return {
      userId: payload.userId,
      items: rows.map(documentFromRow),
      canManage: reader && canManage(session.roles, employee.roles),
    };
  },

  async EmployeeDocumentSaveRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    return atomically(outer, async (context) => {
      const employee = await manageable(context, companyId, payload.userId);
      checkDocument(payload.document);
      const me = context.session.userId;
      if (payload.id) {
        const updated = await context.db
          .updateTable("employee_documents")
          .set({ ...documentColumns(payload.document), modified_by: me, modified_date: context.clock.date() })
          .where("id", "=", payload.id)
          .where("company_id", "=", companyId)
          .where("employee_id", "=", employee.id)
          .where("state", "=", "active")
          .returning("id")
          .executeTakeFirst();
        if (!updated) throw new EventError("NotFound", `No document ${payload.id} in this person's file.`);
        await attachFiles(context.db, employeeDocumentFile, {
          companyId,
          recordId: updated.id,
          fileIds: [payload.document.fileId],
        });
        return loadDocument(context, companyId, updated.id);
      }
      const live = await context.db
        .selectFrom("employee_documents")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("company_id", "=", companyId)
        .where("employee_id", "=", employee.id)
        .where("state", "=", "active")
        .executeTakeFirstOrThrow();
      if (Number(live.n) >= MAX_LIVE_DOCUMENTS) {
        throw new EventError(
          "ValidationFailed",
          `A file holds at most ${MAX_LIVE_DOCUMENTS} documents; remove one first.`,
          [{ path: "document", problem: "tooMany", limit: MAX_LIVE_DOCUMENTS }],
        );
      }
      const added = await context.db
        .insertInto("employee_documents")
        .values({
          ...documentColumns(payload.document),
          company_id: companyId,
          employee_id: employee.id,
          created_by: me,
          modified_by: me,
          time_zone: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The upload becomes this document's: read by the office, the person and its uploader (file-purposes.ts).
      await attachFiles(context.db, employeeDocumentFile, {
        companyId,
        recordId: added.id,
        fileIds: [payload.document.fileId],
      });
      return loadDocument(context, companyId, added.id);
    });
  },

  async EmployeeDocumentRemoveRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    return atomically(outer, async (context) => {
      const document = await loadDocument(context, companyId, payload.id);
      await manageable(context, companyId, document.userId);
      if (document.state === "removed") return document;
      await context.db
        .updateTable("employee_documents")
        .set({ state: "removed", modified_by: context.session.userId, modified_date: context.clock.date() })
        .where("id", "=", payload.id)
        .where("company_id", "=", companyId)
        .execute();
      return loadDocument(context, companyId, payload.id);
    });
  },

  async EmployeeLicencePhotoSaveRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    const person = await atomically(outer, async (context) => {
      const employee = await manageable(context, companyId, payload.userId);
      await context.db
        .updateTable("employees")
        .set({
          licence_photo_id: payload.licencePhotoId ?? null,
          modified_by: context.session.userId,
          modified_date: context.clock.date(),
        })
        .where("id", "=", employee.id)
        .execute();
      await attachFiles(context.db, licencePhotoFile, {
        companyId,
        recordId: employee.id,
        fileIds: [payload.licencePhotoId],
      });
      return loadPerson(context.db, companyId, payload.userId);
    });
    outer.changes.announce(companyId, "UsersChangedNotification", { [person.user.id]: person }, false);
    return person;
  },
};
