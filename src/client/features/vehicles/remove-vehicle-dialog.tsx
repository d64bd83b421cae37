import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import type { Vehicle } from "../../../shared/generated/vehicles";
import type { ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";

interface RemoveVehicleDialogProps {
  vehicle: Vehicle;
  open: boolean;
  busy: boolean;
  problem: ServerError | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §8: "Are you sure you want to remove vehicle {0} ({1})?" — removal is soft and can be undone. */
export function RemoveVehicleDialog({ vehicle, open, busy, problem, onCancel, onConfirm }: RemoveVehicleDialogProps) {
  const name = vehicle.name;
  const plate = vehicle.plate ?? "";
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">
            <Trans>Remove vehicle</Trans>
          </DialogTitle>
          <p className="mt-2 text-sm">
            <Trans>
              Are you sure you want to remove vehicle {name} ({plate})?
            </Trans>
          </p>
          <p className="mt-1 text-xs text-slate-500">
            <Trans>You can restore it later from the removed vehicles.</Trans>
          </p>
          <div className="mt-4">
            <ErrorRow error={problem} />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={onConfirm} disabled={busy}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
