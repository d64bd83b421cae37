import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { splitServerError, type FieldProblems } from "../../ui/form/form-problems";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { InspectionHeader } from "./inspection-header";
import { inspectionProblemMessage } from "./inspection-problem-messages";
import { RemarkList } from "./remark-list";
import { useInspectionFromUrl } from "./use-inspection";

const MAX_REMARK = 2000;

/** `/inspections/{id}/remarks`: the remarks (date, by, text) and a new one. */
export function InspectionRemarksPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { inspection, setInspection, problem: loadProblem } = useInspectionFromUrl();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  if (!inspection) return loadProblem ? <RecordNotFound error={loadProblem} /> : <LoadingScreen />;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    if (text.trim() === "") return setProblems({ text: { problem: "required" } });
    setProblems({});
    setBusy(true);
    try {
      setInspection(
        await completePayload(
          client.session.api.inspectionRemarkAdd({ inspectionId: inspection.id, text: text.trim() }),
        ),
      );
      setText("");
    } catch (error) {
      const split = splitServerError(toServerError(error), "", new Set(["text"]));
      setProblems(split.fields);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  };
  const found = problems.text;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <InspectionHeader inspection={inspection} />
        {inspection.remarks.length > 0 ? (
          <RemarkList remarks={inspection.remarks} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>No remarks yet.</Trans>
          </p>
        )}
        <form
          onSubmit={(e) => void add(e)}
          noValidate
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <Field label={t`New remark`} error={found && inspectionProblemMessage(i18n, found)}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={MAX_REMARK}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </Field>
          <ErrorRow error={banner} />
          <div>
            <Button type="submit" disabled={busy}>
              <Trans>Add remark</Trans>
            </Button>
          </div>
        </form>
      </div>
    </PortalLayout>
  );
}
