import { useEffect, useState } from "react";

import type { VehicleScheduleSummary } from "../../../shared/generated/schedules";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";

export interface ScheduleListState {
  schedules: VehicleScheduleSummary[] | undefined;
  templates: VehicleScheduleSummary[];
  error: ServerError | undefined;
}

const byName = (a: VehicleScheduleSummary, b: VehicleScheduleSummary) =>
  a.name.localeCompare(b.name) || a.number.localeCompare(b.number);

/**
 * The company's schedules (a handful: one map, no window) and, when asked, the templates; live, since a copy, a
 * save or an assignment anywhere announces the changed summaries (SchedulesChangedNotification).
 */
export function useScheduleList(includeTemplates: boolean): ScheduleListState {
  const client = usePortalClient();
  const [items, setItems] = useState<Record<string, VehicleScheduleSummary>>();
  const [templates, setTemplates] = useState<VehicleScheduleSummary[]>([]);
  const [error, setError] = useState<ServerError>();
  useEffect(() => {
    let alive = true;
    const load = () =>
      completePayload(client.session.api.scheduleList(includeTemplates ? { includeTemplates } : {})).then(
        (list) => {
          if (!alive) return;
          setItems(list.items);
          setTemplates(Object.values(list.templates ?? {}).sort(byName));
        },
        (failure: unknown) => alive && setError(toServerError(failure)),
      );
    void load();
    const stop = client.live.listen("SchedulesChangedNotification", (payload) =>
      setItems((current) => ({ ...current, ...payload.items })),
    );
    const stopResync = client.live.onResync(() => void load());
    return () => {
      alive = false;
      stop();
      stopResync();
    };
  }, [client, includeTemplates]);
  return { schedules: items ? Object.values(items).sort(byName) : undefined, templates, error };
}
