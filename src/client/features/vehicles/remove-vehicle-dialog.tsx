import { Trans } from "@lingui/react/macro";

import type { Vehicle } from "../../../shared/generated/vehicles";
import type { ServerError } from "../../sync/server-error";
import { ConfirmDialog } from "../../ui/confirm-dialog";

interface RemoveVehicleDialogProps {
  vehicle: Vehicle;
  open: boolean;
  busy: boolean;
  problem: ServerError | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Are you sure you want to remove vehicle {0} ({1})?" — removal is soft and can be undone (docs/vehicles.md
 * "Rules").
 */
export function RemoveVehicleDialog({ vehicle, open, busy, problem, onCancel, onConfirm }: RemoveVehicleDialogProps) {
  const name = vehicle.name;
  const plate = vehicle.plate ?? "";
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Remove vehicle</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      busy={busy}
      problem={problem}
      onBack={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        <Trans>
          Are you sure you want to remove vehicle {name} ({plate})?
        </Trans>
      </p>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>You can restore it later from the removed vehicles.</Trans>
      </p>
    </ConfirmDialog>
  );
}
