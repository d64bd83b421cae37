import { useCallback, useEffect, useRef, useState } from "react";

import type { MyHours } from "../../../../shared/generated/hours";
import { useAppState, usePortalClient } from "../../../app/client-context";
import { completePayload } from "../../../sync/complete-payload";
import { loadDraft, saveDraft } from "../../../sync/drafts";
import { toServerError, type ServerError } from "../../../sync/server-error";

const REFRESH_MS = 60_000;

/**
 * The signed-in driver's hours, kept on the phone (the drafts store in IndexedDB) so the app shows the last known
 * status and hours left without signal; asked again on opening, when the socket is back and every minute, since
 * what is left shrinks as the clock runs. `setHours` shows a queued change at once, before the server has it, and
 * is written at once (not after a pause as a form's draft is): the app may be closed right after the tap.
 */
export function useMyHours() {
  const client = usePortalClient();
  const userId = useAppState((s) => s.session.userId) ?? "";
  const open = useAppState((s) => s.connection.state === "open");
  const key = `hours:${userId}`;
  const [hours, setState] = useState<MyHours>();
  const [problem, setProblem] = useState<ServerError>();
  const fresher = useRef(false);
  useEffect(() => {
    fresher.current = false;
    let live = true;
    loadDraft<MyHours>(key)
      .then((stored) => live && !fresher.current && stored !== undefined && setState(stored))
      .catch(() => undefined); // no IndexedDB (private mode): the screen waits for the server
    return () => void (live = false);
  }, [key]);
  const setHours = useCallback(
    (next: MyHours) => {
      fresher.current = true;
      setState(next);
      void saveDraft(key, next, client.clock.now()).catch(() => undefined);
    },
    [key, client],
  );
  const refresh = useCallback(
    () =>
      completePayload(client.session.api.myHours({})).then(
        (fresh) => {
          setHours(fresh);
          setProblem(undefined);
        },
        (error: unknown) => setProblem(toServerError(error)),
      ),
    [client, setHours],
  );
  useEffect(() => {
    if (!open) return;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, refresh]);
  return { hours, setHours, refresh, problem };
}
