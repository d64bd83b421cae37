import { useEffect, useState } from "react";

import type { MapPositions } from "../../../shared/generated/map";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";

/** A burst of inspections (a morning's pre-trips) refetches the positions once, not once per inspection. */
const REFRESH_AFTER_MS = 1500;

/**
 * The company's last known positions (MapPositionsRequestEvent), kept live: a change to vehicles (a defect's colour,
 * a removal) or new inspections (a new position) ask again, at most every REFRESH_AFTER_MS. The previous pins stay on
 * screen until the new answer arrives.
 */
export function useMapPositions(companyId: string | undefined): { positions?: MapPositions; error?: ServerError } {
  const client = usePortalClient();
  const [state, setState] = useState<{ positions?: MapPositions; error?: ServerError }>({});
  useEffect(() => {
    if (!companyId) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      completePayload(client.session.api.mapPositions({})).then(
        (positions) => alive && setState({ positions }),
        (failure: unknown) => alive && setState((current) => ({ ...current, error: toServerError(failure) })),
      );
    const later = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void ask();
      }, REFRESH_AFTER_MS);
    };
    void ask();
    const stops = [
      client.live.listen("VehiclesChangedNotification", later),
      client.live.listen("InspectionsChangedNotification", later),
      client.live.onResync(later),
    ];
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [client, companyId]);
  return state;
}
