import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useParams } from "wouter";

import type { Checklist, ChecklistResult } from "../../../shared/generated/checklists";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";

/** The checklist the URL names (`/checklists/{id}/…`), live: a change announced for it (from any browser) replaces it. */
export function useChecklistFromUrl() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [checklist, setChecklist] = useState<Checklist>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a checklist.`, 404));
      return;
    }
    let alive = true;
    const load = () =>
      completePayload(client.session.api.checklistGet({ id })).then(
        (loaded) => alive && setChecklist(loaded),
        (error: unknown) => alive && setProblem(toServerError(error)),
      );
    const stop = client.live.followRecord(
      "ChecklistsChangedNotification",
      id,
      () => void load(),
      (changed) => alive && setChecklist(changed),
    );
    return () => {
      alive = false;
      stop();
    };
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { id, checklist, problem };
}

/** The result the URL names (`/checklists/results/{id}`). Results never change once submitted. */
export function useResultFromUrl() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [result, setResult] = useState<ChecklistResult>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a checklist result.`, 404));
      return;
    }
    let alive = true;
    completePayload(client.session.api.checklistResultGet({ id })).then(
      (loaded) => alive && setResult(loaded),
      (error: unknown) => alive && setProblem(toServerError(error)),
    );
    return () => {
      alive = false;
    };
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  return { result, problem };
}
