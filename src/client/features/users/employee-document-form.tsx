import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import { inputLimits } from "../../../shared/codec/shapes";
import {
  EmployeeDocumentFields,
  type EmployeeDocument,
  type EmployeeDocumentKind,
} from "../../../shared/generated/users";
import { DOCUMENT_KINDS, documentProblems } from "../../../shared/rules/employee-documents";
import { usePortalClient } from "../../app/client-context";
import { dateInputToEpochString, epochStringToDateInput } from "../../i18n/date-input";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { DOCUMENT_TYPES, uploadDocument } from "../../sync/upload";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { nestedCodecProblems, splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { DOCUMENT_KIND_LABELS } from "./document-labels";
import { peopleProblemMessage } from "./people-problem-messages";

const FORM_FIELDS: ReadonlySet<string> = new Set(["kind", "title", "file", "fileId", "expiresAt", "note"]);
// Stands in for the file's id while the form checks its fields before uploading (the upload makes the real id).
const NOT_YET_UPLOADED = "#0:0";

interface EmployeeDocumentFormProps {
  userId: string;
  /** The document being replaced; absent when adding one. */
  existing?: EmployeeDocument | undefined;
  timeZone: string | undefined;
  onSaved: (document: EmployeeDocument) => void;
  onCancel: () => void;
}

/**
 * Adds a document to an employee's file, or replaces one: kind, title, the document as a PDF or a picture
 * (uploaded first through POST /api/v1/files; when replacing, the current one stays unless another is chosen), an
 * optional expiry date and note. Problems show under their fields, the file's under the file input.
 */
export function EmployeeDocumentForm({ userId, existing, timeZone, onSaved, onCancel }: EmployeeDocumentFormProps) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [kind, setKind] = useState<EmployeeDocumentKind>(existing?.kind ?? "licenceAbstract");
  const [title, setTitle] = useState(existing?.title ?? "");
  const [expires, setExpires] = useState(epochStringToDateInput(existing?.expiresAt, timeZone));
  const [note, setNote] = useState(existing?.note ?? "");
  const [file, setFile] = useState<File>();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const touched = (key: string) => {
    setBanner(undefined);
    setProblems((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const message = (key: string) => {
    const found = problems[key];
    if (!found) return undefined;
    if (key === "file" || key === "fileId") {
      if (found.problem === "tooLarge") return i18n._(msg`Files can be up to 2 MB.`);
      if (found.problem === "notImage") return i18n._(msg`Choose a PDF, or a PNG, JPEG, GIF or WebP image.`);
      if (found.problem === "notDocument")
        return file?.type === "application/pdf"
          ? i18n._(msg`This PDF cannot be stored: it is damaged, or it holds scripts or attachments.`)
          : i18n._(msg`Choose a PDF, or a PNG, JPEG, GIF or WebP image.`);
      if (found.problem === "notFound") return i18n._(msg`Choose the file again.`);
    }
    if (found.problem === "tooMany") return i18n._(msg`This file is full: remove a document first.`);
    return peopleProblemMessage(i18n, found);
  };
  const show = (found: FieldProblems) => {
    setProblems(found);
    focusFirstInvalid();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const expiresAt = dateInputToEpochString(expires, timeZone);
    const fields: Omit<EmployeeDocumentFields, "fileId"> = {
      kind,
      ...(title.trim() !== "" ? { title: title.trim() } : {}),
      ...(expiresAt !== "" ? { expiresAt: Number(expiresAt) } : {}),
      ...(note.trim() !== "" ? { note: note.trim() } : {}),
    };
    const found: FieldProblems = nestedCodecProblems(EmployeeDocumentFields, {
      ...fields,
      fileId: existing?.fileId ?? NOT_YET_UPLOADED,
    });
    for (const [field, problem] of Object.entries(documentProblems(fields))) found[field] = { problem };
    if (!file && !existing) found.file = { problem: "required" };
    if (expires !== "" && expiresAt === "") found.expiresAt = { problem: "invalidDate" };
    if (Object.keys(found).length > 0) return show(found);
    setProblems({});
    setBusy(true);
    try {
      const fileId = file ? await uploadDocument(file) : existing!.fileId;
      onSaved(
        await completePayload(
          client.session.api.employeeDocumentSave({
            userId,
            ...(existing ? { id: existing.id } : {}),
            document: { ...fields, fileId },
          }),
        ),
      );
    } catch (error) {
      const problem = toServerError(error);
      const split = splitNestedServerError(problem, FORM_FIELDS, "document.");
      if (problem.fields?.some((f) => f.path === "file"))
        show({ file: problem.fields.find((f) => f.path === "file")! });
      else if (Object.keys(split.fields).length > 0) show(split.fields);
      setBanner(problem.fields?.some((f) => f.path === "file") ? undefined : split.banner);
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="document-form"
    >
      <h2 className="text-lg font-semibold">
        {existing ? <Trans>Replace the document</Trans> : <Trans>Add a document</Trans>}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Kind of document`} error={message("kind")}>
          {(p) => (
            <select
              {...p}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as EmployeeDocumentKind);
                touched("kind");
                touched("title");
              }}
            >
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {i18n._(DOCUMENT_KIND_LABELS[k])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={kind === "other" ? t`Title` : t`Title (optional)`} error={message("title")}>
          {(p) => (
            <input
              {...p}
              {...inputLimits(EmployeeDocumentFields, "title")}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                touched("title");
              }}
            />
          )}
        </Field>
        <Field
          label={existing ? t`New file of the document (optional)` : t`The document (PDF or picture)`}
          error={message("file") ?? message("fileId")}
        >
          {(p) => (
            <input
              {...p}
              type="file"
              accept={DOCUMENT_TYPES.join(",")}
              data-testid="document-file"
              onChange={(e) => {
                setFile(e.target.files?.[0]);
                touched("file");
                touched("fileId");
              }}
            />
          )}
        </Field>
        <Field label={t`Expires on (optional)`} error={message("expiresAt")}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={expires}
              onChange={(e) => {
                setExpires(e.target.value);
                touched("expiresAt");
              }}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label={t`Note (optional)`} error={message("note")}>
            {(p) => (
              <textarea
                {...p}
                {...inputLimits(EmployeeDocumentFields, "note")}
                rows={2}
                value={note}
                onChange={(e) => {
                  setNote(e.target.value);
                  touched("note");
                }}
              />
            )}
          </Field>
        </div>
      </div>
      <ErrorRow error={banner} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
