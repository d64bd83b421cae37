import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState, useId } from "react";
import { useLocation, useParams } from "wouter";

import type { Checklist, ChecklistResultType } from "../../../shared/generated/checklists";
import type { Equipment } from "../../../shared/generated/equipment";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { CONTROL_CLASS } from "../../ui/field";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import {
  answerInputs,
  grades,
  problemsByItem,
  type Answers,
  type ItemAnswer,
  ChecklistFillForm,
  GRADE_CLASS,
  categoryLabel,
  resultTypeLabel,
  checklistLinks,
} from "../checklists";

/**
 * `/portal/operator/equipment/{id}/inspect`: an equipment inspection from the office — a company checklist filled
 * for this equipment with the driver app's form (checklists/checklist-fill-form.tsx) and sent as the same command.
 */
export function EquipmentInspectPage() {
  const { t, i18n } = useLingui();
  const checklistSelectId = useId();
  const resultTypeId = useId();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [equipment, setEquipment] = useState<Equipment>();
  const [choices, setChoices] = useState<{ id: string; name: string }[]>();
  const [checklist, setChecklist] = useState<Checklist>();
  const [resultType, setResultType] = useState<ChecklistResultType>("initial");
  const [answers, setAnswers] = useState<Answers>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name an equipment.`, 404));
      return;
    }
    const api = client.session.api;
    completePayload(api.equipmentGet({ id })).then(setEquipment, (error: unknown) => setProblem(toServerError(error)));
    completePayload(
      api.checklistList({
        filter: { status: "active" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 100,
        fields: ["name"],
      }),
    ).then(
      (page) => setChoices(page.ids.map((checklistId, i) => ({ id: checklistId, name: page.columns.name?.[i] ?? "" }))),
      (error: unknown) => setProblem(toServerError(error)),
    );
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  const pick = async (checklistId: string) => {
    setProblem(undefined);
    setAnswers({});
    setTried(false);
    if (!checklistId) return setChecklist(undefined);
    try {
      setChecklist(await completePayload(client.session.api.checklistGet({ id: checklistId })));
    } catch (error) {
      setProblem(toServerError(error));
    }
  };
  const change = useCallback(
    (itemId: string, answer: ItemAnswer) => setAnswers((current) => ({ ...current, [itemId]: answer })),
    [],
  );
  const items = useMemo(() => checklist?.items ?? [], [checklist]);
  const graded = useMemo(() => grades(items, answers), [items, answers]);
  const problems = useMemo(() => (tried ? problemsByItem(items, answers) : {}), [tried, items, answers]);

  const submit = async () => {
    if (!checklist || !equipment) return;
    setTried(true);
    if (Object.keys(problemsByItem(items, answers)).length > 0) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await completePayload(
        client.session.api.checklistResultSubmit({
          checklistId: checklist.id,
          equipmentId: equipment.id,
          resultType,
          answers: answerInputs(items, answers),
          filledAt: client.clock.now(),
        }),
      );
      navigate(checklistLinks.result(result.id));
    } catch (error) {
      setProblem(toServerError(error));
      setBusy(false);
    }
  };

  if (!equipment) return problem ? <RecordNotFound error={problem} /> : <LoadingScreen />;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Inspect {equipment.name}</Trans>
        </h1>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor={checklistSelectId}>
              <Trans>Checklist</Trans>
            </label>
            <select
              id={checklistSelectId}
              className={CONTROL_CLASS}
              value={checklist?.id ?? ""}
              onChange={(e) => void pick(e.target.value)}
              data-testid="inspect-checklist"
            >
              <option value="">{choices === undefined ? t`Loading…` : t`Choose a checklist`}</option>
              {choices?.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor={resultTypeId}>
              <Trans>When</Trans>
            </label>
            <select
              id={resultTypeId}
              className={CONTROL_CLASS}
              value={resultType}
              onChange={(e) => setResultType(e.target.value as ChecklistResultType)}
            >
              {(["initial", "enroute"] as const).map((type) => (
                <option key={type} value={type}>
                  {resultTypeLabel(i18n, type)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {choices?.length === 0 && (
          <p>
            <Trans>Your company has no checklists yet.</Trans>
          </p>
        )}
        {checklist && (
          <ChecklistFillForm
            items={items}
            answers={answers}
            onChange={change}
            problems={problems}
            gradesByItem={graded.byItem}
          />
        )}
        {checklist && graded.result !== "none" && (
          <p
            className={`rounded px-2 py-1 font-semibold ${GRADE_CLASS[graded.result]}`}
          >{t`Result: ${categoryLabel(i18n, graded.result)}`}</p>
        )}
        {tried && Object.keys(problems).length > 0 && (
          <p className="text-red-700 dark:text-red-400" role="alert">
            <Trans>Answer every item first.</Trans>
          </p>
        )}
        <ErrorRow error={problem} />
        <div className="flex gap-2">
          <Button onClick={() => void submit()} disabled={!checklist || busy}>
            {busy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </Button>
          <Button variant="secondary" onClick={() => window.history.back()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </div>
    </PortalLayout>
  );
}
