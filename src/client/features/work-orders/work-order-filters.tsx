import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useCallback, useEffect, useState } from "react";

import type { WorkOrderListFilter, WorkOrderStatusFilter } from "../../../shared/generated/work-orders";
import { vehicleDisplayName } from "../../../shared/rules/vehicles";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { FILTER_CONTROL, FILTER_LABEL, ListSearch } from "../../ui/list-search";
import { RecordPicker, type PickedRecord } from "../../ui/record-picker";
import { searchVehicles } from "../inspections";
import { workOrderStatusLabel } from "./work-order-labels";

interface WorkOrderFiltersProps {
  filter: WorkOrderListFilter;
  onChange: (filter: WorkOrderListFilter) => void;
}

/**
 * The unit a link from its details named (`?vehicleId=…`), shown by name in the picker: the address carries the id
 * only, so it is looked up once.
 */
function usePickedVehicle(
  vehicleId: string | undefined,
): [PickedRecord | undefined, (record: PickedRecord | undefined) => void] {
  const client = usePortalClient();
  const [picked, setPicked] = useState<PickedRecord>();
  useEffect(() => {
    if (!vehicleId || picked?.id === vehicleId) return;
    let alive = true;
    completePayload(client.session.api.vehicleGet({ id: vehicleId })).then(
      (vehicle) => alive && setPicked({ id: vehicle.id, label: vehicleDisplayName(vehicle) }),
      () => undefined,
    );
    return () => void (alive = false);
  }, [client, vehicleId, picked?.id]);
  return [vehicleId ? picked : undefined, setPicked];
}

/** The search box, the status ("open or in progress": what the shop still has to do) and one unit. */
export const WorkOrderFilters = memo(function WorkOrderFilters({ filter, onChange }: WorkOrderFiltersProps) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [vehicle, setVehicle] = usePickedVehicle(filter.vehicleId);
  const findVehicles = useCallback((text: string) => searchVehicles(client.session.api, text), [client]);
  const set = <K extends keyof WorkOrderListFilter>(key: K, value: WorkOrderListFilter[K] | undefined) => {
    const next = { ...filter };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => set("search", search || undefined)}
        placeholder={t`Number, vehicle, defect, mechanic…`}
        label={t`Search work orders`}
      />
      <label className={FILTER_LABEL}>
        <Trans>Status</Trans>
        <select
          className={FILTER_CONTROL}
          aria-label={t`Status`}
          value={filter.status ?? ""}
          onChange={(e) => set("status", (e.target.value || undefined) as WorkOrderStatusFilter | undefined)}
        >
          <option value="">{t`All`}</option>
          <option value="active">{t`Open or in progress`}</option>
          <option value="open">{workOrderStatusLabel(i18n, "open")}</option>
          <option value="in-progress">{workOrderStatusLabel(i18n, "in-progress")}</option>
          <option value="completed">{workOrderStatusLabel(i18n, "completed")}</option>
        </select>
      </label>
      <RecordPicker
        label={t`Vehicle`}
        placeholder={t`Any vehicle`}
        value={vehicle}
        search={findVehicles}
        onChange={(record) => {
          setVehicle(record);
          set("vehicleId", record?.id);
        }}
      />
    </div>
  );
});
