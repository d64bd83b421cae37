// Who may read a stored file (docs/files.md "Reading a file"). Every file has a purpose — what it is to the record
// it belongs to: a vehicle's picture, a document of an employee's file, an inspection's photo, an import — and the
// record's id. A domain declares its purposes once (ServerDomain.files), each with the rule that says who may read
// such a file; FileGetRequestEvent asks that rule and nothing else. A file nobody has attached yet (just uploaded)
// is read by its uploader only. The schema names the purpose of every link to a file (`x-file-purpose`), so a
// request can link only a file of that purpose that the session may read, or one it uploaded itself that is not
// attached yet; the handler then attaches it (attachFiles) in the transaction that saves the record.
import { randomBytes } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import { eventCatalogue, type EventName } from "../shared/generated/events";
import { MODEL_CLASSES } from "../shared/ids";
import type { Database } from "./db/tables";
import { authorize } from "./ws/authorize";
import type { SessionInfo } from "./ws/context";

type Db = Kysely<Database> | Transaction<Database>;

/** A stored file as its read rule sees it. */
export interface FileOfRecord {
  companyId: string;
  /** The record it belongs to (a vehicle's id, an inspection's…); null for purposes without one (an import). */
  recordId: string | null;
  /** Who uploaded or made it; null for files the server made with no person behind them. */
  createdBy: string | null;
}

export interface FilePurpose {
  /** Stored in files.purpose and named by the schema's `x-file-purpose`. */
  readonly name: string;
  /**
   * About one person (a medical certificate, a licence photo): the operator viewing the company reads it only with
   * an entry in the audit log (docs/operator.md "The read-only view").
   */
  readonly personal?: boolean;
  /** Which stored content types such a file may have; absent: images only (PNG, JPEG, GIF, WebP). */
  readonly accepts?: (contentType: string) => boolean;
  /** Whether the session (of the file's company) may read the file. */
  mayRead(db: Db, session: SessionInfo & { companyId: string }, file: FileOfRecord): Promise<boolean> | boolean;
}

/** The default of FilePurpose.accepts: the upload route's images. */
export const isImage = (contentType: string) => contentType.startsWith("image/");

/** Declares a purpose (as serverDomain declares a domain). */
export function filePurpose(purpose: FilePurpose): FilePurpose {
  return purpose;
}

/** A read rule: whoever may send `eventName` (its schema access) may read the file, e.g. a vehicle's picture. */
export function readableBy(eventName: EventName): FilePurpose["mayRead"] {
  const access = eventCatalogue[eventName].access;
  return (_db, session) => {
    try {
      authorize(access, session);
      return true;
    } catch {
      return false;
    }
  };
}

/** Every domain's purposes, by name; a name declared twice is a programming error found at start. */
export class FilePurposes {
  private readonly byName = new Map<string, FilePurpose>();

  constructor(purposes: readonly FilePurpose[]) {
    for (const purpose of purposes) {
      if (this.byName.has(purpose.name)) throw new Error(`File purpose ${purpose.name} is declared twice`);
      this.byName.set(purpose.name, purpose);
    }
  }

  get(name: string): FilePurpose | undefined {
    return this.byName.get(name);
  }

  /** Whether a file of this content type may be linked with this purpose (a PDF is no vehicle picture). */
  accepts(name: string | undefined, contentType: string): boolean {
    const purpose = name === undefined ? undefined : this.byName.get(name);
    return purpose !== undefined && (purpose.accepts ?? isImage)(contentType);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * Whether the session may read a file of its company: an unattached one is its uploader's alone; an attached one
   * follows its purpose's rule (a purpose no domain declares any more is read by nobody).
   */
  async mayRead(
    db: Db,
    session: SessionInfo & { companyId: string },
    file: FileOfRecord & { purpose: string | null },
  ): Promise<boolean> {
    if (file.purpose === null) return file.createdBy !== null && file.createdBy === session.userId;
    const purpose = this.byName.get(file.purpose);
    return purpose ? await purpose.mayRead(db, session, file) : false;
  }
}

/** A new file's id: #<class>:<60 random bits>, so that one id tells nothing of the others (they used to count up). */
export function newFileId(): string {
  return `#${MODEL_CLASSES.File}:${randomBytes(8).readBigUInt64BE() >> 4n}`;
}

/**
 * Attaches files a request linked (already checked by the reference check: each is the company's, and either
 * unattached and the session's own upload, or already of this purpose) to their record. A file already attached keeps
 * its record: linking it again (saving a vehicle with its picture unchanged) changes nothing.
 */
export async function attachFiles(
  db: Db,
  purpose: FilePurpose,
  attachment: { companyId: string; recordId: string | null; fileIds: readonly (string | null | undefined)[] },
): Promise<void> {
  const ids = [...new Set(attachment.fileIds.filter((id): id is string => typeof id === "string"))];
  if (ids.length === 0) return;
  await db
    .updateTable("files")
    .set({ purpose: purpose.name, record_id: attachment.recordId })
    .where("company_id", "=", attachment.companyId)
    .where("id", "in", ids)
    .where("purpose", "is", null)
    .execute();
}
