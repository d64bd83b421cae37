import { useCallback, useEffect, useState } from "react";

import type { Report } from "../../../shared/generated/reports";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";

/** While a report runs, the list is re-read this often: mechanics get no progress notifications (change-feed.ts). */
const POLL_MS = 2000;

const newestFirst = (a: Report, b: Report) => b.createdAt - a.createdAt || (b.id < a.id ? -1 : 1);

function merged(current: readonly Report[], changed: readonly Report[]): Report[] {
  const byId = new Map(current.map((report) => [report.id, report]));
  for (const report of changed) byId.set(report.id, report);
  return [...byId.values()].sort(newestFirst);
}

/**
 * The company's recent reports, kept live: ReportsChangedNotification patches them as they progress, and while
 * one is queued or running they are also re-read every 2 s (a session without the notifications still moves on).
 */
export function useReports() {
  const client = usePortalClient();
  const [reports, setReports] = useState<Report[]>();
  const [error, setError] = useState<ServerError>();
  const reload = useCallback(() => {
    completePayload(client.session.api.reportList({}))
      .then((page) => {
        setReports((current) => merged(current ?? [], page.items));
        setError(undefined);
      })
      .catch((problem: unknown) => setError(toServerError(problem)));
  }, [client]);
  useEffect(() => {
    reload();
    return client.live.onResync(reload);
  }, [client, reload]);
  useEffect(
    () =>
      client.live.listen("ReportsChangedNotification", (payload) =>
        setReports((current) => merged(current ?? [], Object.values(payload.items))),
      ),
    [client],
  );
  const active = reports?.some((report) => report.state === "queued" || report.state === "running") ?? false;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [active, reload]);
  const add = useCallback((report: Report) => setReports((current) => merged(current ?? [], [report])), []);
  return { reports, error, add };
}
