import { useEffect, useState } from "react";

import type { VehicleReferenceData } from "../../../shared/generated/vehicles";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";

let cached: Promise<VehicleReferenceData> | undefined;

/** Categories, makers and types change rarely: loaded once per page load and shared by every screen. */
export function useVehicleReferenceData(): VehicleReferenceData | undefined {
  const client = usePortalClient();
  const [data, setData] = useState<VehicleReferenceData>();
  useEffect(() => {
    cached ??= completePayload(client.session.api.vehicleReferenceData({})).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    let alive = true;
    cached.then((value) => alive && setData(value)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [client]);
  return data;
}
